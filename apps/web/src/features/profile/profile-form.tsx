import { UpdateMeSchema, type User } from '@bond/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useGetMeQuery, useUpdateMeMutation } from './api.ts';

type ProfileInput = z.input<typeof UpdateMeSchema>;
type ProfileValues = z.output<typeof UpdateMeSchema>;

export const PROFILE_ERROR_PREFIX = 'Error updating profile:';

function ProfileForm({ user }: { user: User }) {
  const [updateMe, { isLoading }] = useUpdateMeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(UpdateMeSchema),
    defaultValues: { name: user.name, phone: user.phone, address: user.address },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await updateMe(values).unwrap();
      reset({ name: response.data.name, phone: response.data.phone, address: response.data.address });
      toast.success(response.message);
    } catch (error) {
      toast.error(`${PROFILE_ERROR_PREFIX} ${apiErrorMessage(error)}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" value={user.email} disabled readOnly />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <Button type="submit" disabled={isLoading}>
        Update Profile
      </Button>
    </form>
  );
}

/**
 * View Profile (spec sections 2 and 5): name, phone and address editable; the e-mail cannot be changed.
 * `children` (the route puts the account's sessions there) come under the form once the profile is loaded.
 */
export function ProfilePanel({ children }: { children?: ReactNode }) {
  const { data, error, isLoading, refetch } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner label="Loading your profile…" />;
  if (!data) {
    return <LoadError error={error} onRetry={refetch} />;
  }
  return (
    <>
      <ProfileForm key={data.data._id} user={data.data} />
      {children}
    </>
  );
}
