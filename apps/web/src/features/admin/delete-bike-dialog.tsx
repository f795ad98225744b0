import type { Bike } from '@bond/contract/bikes';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteBikeMutation } from './api.ts';

/** The Delete dialog of the bike table: 'ARE YOU SURE ?'. A refusal (bike out on rent) is a toast. */
export function DeleteBikeDialog({ bike }: { bike: Bike }) {
  const [open, setOpen] = useState(false);
  const [deleteBike, { isLoading }] = useDeleteBikeMutation();

  const confirm = async () => {
    try {
      const response = await deleteBike(bike._id).unwrap();
      toast.success(response.message);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="ARE YOU SURE ?"
      description={`${bike.name} (${bike.brand} ${bike.model}) will be removed from the shop. Its past rentals keep its name.`}
      trigger={
        <Button size="sm" variant="danger" aria-label={`Delete ${bike.name}`}>
          Delete
        </Button>
      }
    >
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button variant="danger" disabled={isLoading} onClick={() => void confirm()}>
          Yes, Delete
        </Button>
      </div>
    </Dialog>
  );
}
