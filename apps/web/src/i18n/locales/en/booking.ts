/** English texts of the 'booking' namespace: exactly the spec's words where the spec has them. */
export default {} as const;
