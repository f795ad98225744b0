/** English texts of the 'rentals' namespace: exactly the spec's words where the spec has them. */
export default {} as const;
