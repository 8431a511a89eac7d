export declare function permissionsPolicy(options?: { payment?: string[] | false }): string;
