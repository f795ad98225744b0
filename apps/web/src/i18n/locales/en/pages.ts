/** English texts of the 'pages' namespace: exactly the spec's words where the spec has them. */
export default {} as const;
