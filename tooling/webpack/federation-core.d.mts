// Types for federation-core.mjs (the shell's runtime plugin and the remotes' federation-core.js).
export function provideFederationCore(from: string, version?: string): void;
export default function federationCorePlugin(options?: { version?: string }): {
  name: string;
  beforeInit<T extends { options: { name: string } }>(args: T): T;
};
