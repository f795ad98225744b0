import type { Bike } from '@bond/contract/bikes';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { useDeleteBikeMutation } from './api.ts';

/** The Delete dialog of the bike table: 'ARE YOU SURE ?'. A refusal (bike out on rent) is a toast. */
export function DeleteBikeDialog({ bike }: { bike: Bike }) {
  const { t } = useTranslation('admin');
  const [deleteBike, { isLoading }] = useDeleteBikeMutation();
  return (
    <DeleteDialog
      name={bike.name}
      description={t('deleteBike.description', { name: bike.name, brand: bike.brand, model: bike.model })}
      isPending={isLoading}
      onConfirm={async (close) => {
        await toastOutcome(() => deleteBike(bike._id).unwrap());
        close();
      }}
    />
  );
}
