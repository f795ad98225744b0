import type { Bike } from '@bond/contract/bikes';
import { DeleteDialog } from '../../components/ui/confirm-dialog.tsx';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { useDeleteBikeMutation } from './api.ts';

/** The Delete dialog of the bike table: 'ARE YOU SURE ?'. A refusal (bike out on rent) is a toast. */
export function DeleteBikeDialog({ bike }: { bike: Bike }) {
  const [deleteBike, { isLoading }] = useDeleteBikeMutation();
  return (
    <DeleteDialog
      name={bike.name}
      description={`${bike.name} (${bike.brand} ${bike.model}) will be removed from the shop. Its past rentals keep its name.`}
      isPending={isLoading}
      onConfirm={async (close) => {
        await toastOutcome(() => deleteBike(bike._id).unwrap());
        close();
      }}
    />
  );
}
