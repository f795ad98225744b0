/** Shared by the setup file and tests: a test that expects React to report an error says so here. */
let expected: RegExp[] = [];

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

export function isExpectedConsoleError(text: string): boolean {
  return expected.some((pattern) => pattern.test(text));
}

export function resetExpectedConsoleErrors(): void {
  expected = [];
}
