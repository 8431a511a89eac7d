export type PortName = 'api' | 'shell' | 'learner' | 'tutor' | 'backoffice' | 'storybook';
export type PortMap = Readonly<Record<PortName, number>>;
export type PortEnv = Readonly<Record<string, string | undefined>>;

export declare const DEFAULT_PORTS: PortMap;
export declare const PORT_VARIABLES: Readonly<Record<PortName, string>>;
export declare function portsFromEnv(env?: PortEnv): PortMap;
export declare function frontendOrigins(env?: PortEnv): string[];
