/**
 * The parts of npm's own libraries that npm-cache.ts uses. They ship no types, and the DefinitelyTyped
 * ones describe much older majors (pacote 11, arborist 6), so only what is called is declared here.
 */

declare module 'pacote' {
  /** Options shared by pacote, arborist and npm-registry-fetch underneath them. */
  export interface FetchOptions {
    registry?: string;
    /** cacache folder for packuments and tarballs. */
    cache?: string;
    /** One request, in ms. */
    timeout?: number;
    fetchRetries?: number;
    fetchRetryMintimeout?: number;
    fetchRetryMaxtimeout?: number;
  }

  export interface Manifest {
    name: string;
    version: string;
    dist?: { tarball?: string; integrity?: string; shasum?: string; unpackedSize?: number };
    scripts?: Record<string, string>;
    /** Set by the registry in abbreviated packuments when a version has install scripts. */
    hasInstallScript?: boolean;
  }

  const pacote: {
    manifest(spec: string, options?: FetchOptions): Promise<Manifest>;
  };
  export default pacote;
}

declare module '@npmcli/arborist' {
  import type { FetchOptions } from 'pacote';

  export interface ArboristOptions extends FetchOptions {
    path: string;
    ignoreScripts?: boolean;
    legacyPeerDeps?: boolean;
    binLinks?: boolean;
    audit?: boolean;
    fund?: boolean;
    save?: boolean;
    packageLock?: boolean;
  }

  export interface ArboristNode {
    readonly isRoot: boolean;
    readonly packageName: string;
    readonly version: string;
    readonly path: string;
    readonly hasInstallScript: boolean;
    readonly package: { gypfile?: boolean };
    readonly inventory: Map<string, ArboristNode>;
  }

  export default class Arborist {
    constructor(options: ArboristOptions);
    reify(options?: { save?: boolean }): Promise<ArboristNode>;
  }
}

declare module 'validate-npm-package-name' {
  export default function validate(name: string): {
    validForNewPackages: boolean;
    validForOldPackages: boolean;
    errors?: string[];
    warnings?: string[];
  };
}
