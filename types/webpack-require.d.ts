// webpack's `require.ensure` (webpack.js.org/api/module-methods/#requireensure): downloads the chunks
// that hold `dependencies` and calls `callback` once they are there, without evaluating any module.
declare namespace NodeJS {
  interface Require {
    ensure(
      dependencies: string[],
      callback: (require: NodeJS.Require) => void,
      errorCallback?: (error: Error) => void,
      chunkName?: string,
    ): void;
  }
}
