/**
 * Some dependencies cannot run inside jest's CommonJS VM: PGlite loads Node built-ins with dynamic
 * import(), and typebox and light-my-request's `cookie` are ESM only. Node 20.19+ itself can
 * require() them, so test files load those packages with Node's own loader:
 *   jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
 */
import Module from 'node:module';
import path from 'node:path';

type Loader = { createRequire(file: string): NodeJS.Require };
// jest hands out a subclass of Node's Module with its own createRequire; its parent class is Node's.
const RealModule = Object.getPrototypeOf(Module) as Loader;
const apiRequire = RealModule.createRequire(path.resolve(__dirname, '..', '..', 'package.json'));

export function nativeRequire(id: string): unknown {
  return apiRequire(id);
}
