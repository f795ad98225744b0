/** English texts of the 'reports' namespace: exactly the spec's words where the spec has them. */
export default {} as const;
