/** English texts of the 'notifications' namespace: exactly the spec's words where the spec has them. */
export default {} as const;
