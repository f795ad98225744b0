/**
 * What `import … from 'zod'` resolves to in the browser build (see vite.config.ts): zod itself, with its
 * JIT switched off first. The shop's Content-Security-Policy forbids eval, and zod's probe for it
 * (`new Function('')`) is reported by Chrome as a policy violation.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
