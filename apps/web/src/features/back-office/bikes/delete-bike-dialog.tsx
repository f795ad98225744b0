import type { Bike } from '@bond/contract/bikes';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useDeleteBikeMutation } from '../api.ts';

/** The Delete dialog of the bike table: 'ARE YOU SURE ?'. A refusal (bike out on rent) is a toast. */
export function DeleteBikeDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('admin');
  const [deleteBike, { isLoading }] = useDeleteBikeMutation();
  const dialog = useMutationDialog({ refusal: 'toast' });
  return (
    <DeleteDialog
      name={bike.name}
      description={t('deleteBike.description', { name: bike.name, brand: bike.brand, model: bike.model })}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onConfirm={() => dialog.run(() => deleteBike(bike._id).unwrap())}
    />
  );
}
