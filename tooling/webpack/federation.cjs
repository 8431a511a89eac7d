// The one webpack + Module Federation config factory for shell, learner-app and tutor-portal.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StripBuildPathsPlugin } = require('./strip-build-paths.cjs');
const { PublishRouteListPlugin } = require('./route-list.cjs');
const { STYLED_COMPONENTS_PLUGIN } = require('./styled-components-plugin.cjs');

/**
 * The installed version of a dependency, as seen from the app folder.
 * (pnpm's `catalog:` would otherwise leak into requiredVersion.)
 */
function installedVersion(appDir, dep) {
  const pkgJson = require.resolve(`${dep}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  // Resolved to ./react-router-dom.mjs (see resolve.alias): 'react-router' itself is not shared.
  ['react-router-dom', 'react-router-dom'],
  ['styled-components', 'styled-components'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@ai-women/ui-kit', '@ai-women/ui-kit'],
  // The signed-in portals' tables, menus, threads and frame: not on the public site's first load.
  ['@ai-women/ui-kit/portal', '@ai-women/ui-kit'],
  // The form controls: only on pages with a form.
  ['@ai-women/ui-kit/forms', '@ai-women/ui-kit'],
  // The dialog: only on the pages that open one.
  ['@ai-women/ui-kit/dialogs', '@ai-women/ui-kit'],
  // The banner, badges and empty state: only on the pages that show them.
  ['@ai-women/ui-kit/status', '@ai-women/ui-kit'],
  // '@ai-women/ui-kit/marketing' is deliberately not shared: its pieces hold no state across the page
  // and only the learner's pages show them, so they are bundled (tree-shaken) into the chunks of the
  // pages that use them, with no file of their own.
  // Runtime config, API client, session keys: one copy, so ApiError is one class across bundles.
  ['@ai-women/web-core', '@ai-women/web-core'],
  // The languages (the texts each app registers, her choice, /hi paths): one registry per page.
  ['@ai-women/web-core/i18n', '@ai-women/web-core'],
  // The brand fonts' stylesheet: one copy per page, whichever app loads it first.
  ['@ai-women/ui-kit/fonts', '@ai-women/ui-kit'],
];

/**
 * The federation runtime core exactly as the runtime imports it: the package's ES module build,
 * found through the same packages (enhanced -> runtime -> runtime-core). Aliased as
 * 'aarohi-federation-core' for federation-core.mjs, so the shell bundles that one copy.
 */
function federationCore(appDir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack', { paths: [appDir] }));
  const runtime = require.resolve('@module-federation/runtime', { paths: [enhanced] });
  const file = esmBuild(path.dirname(runtime), '@module-federation/runtime-core');
  // The bundler runtime's entry exactly as each container's federation entry imports it, and the
  // runtime it wraps (see federation-core.mjs and federation-bundler-runtime.mjs).
  const bundler = (request) => require.resolve(`@module-federation/webpack-bundler-runtime/${request}`, { paths: [enhanced] });
  return {
    file,
    version: packageJsonOf(file).version,
    aliases: {
      'aarohi-federation-core$': file,
      'aarohi-federation-bundler-runtime$': bundler('bundler'),
      'aarohi-federation-init-container-entry$': bundler('dist/initContainerEntry.js'),
      'aarohi-federation-runtime$': esmBuild(enhanced, '@module-federation/runtime'),
    },
  };
}

/** The package.json above a resolved file. */
function packageJsonOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return { dir, ...JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) };
}

/** A package's ES module build (its exports' "import" file), as seen from `fromDir`. */
function esmBuild(fromDir, pkgName) {
  const pkg = packageJsonOf(require.resolve(pkgName, { paths: [fromDir] }));
  const entry = pkg.exports['.'].import;
  return path.join(pkg.dir, typeof entry === 'string' ? entry : entry.default);
}

/**
 * React Router's production build. Its package exports only the development build (the two differ
 * in one flag, ENABLE_DEV_WARNINGS), so production bundles ask for the production file by path.
 */
function reactRouterProduction(appDir) {
  const development = esmBuild(appDir, 'react-router');
  const production = development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);
  if (production === development || !fs.existsSync(production)) {
    throw new Error(`react-router has no production build beside ${development}`);
  }
  return production;
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map(([request, pkg]) => {
      const version = installedVersion(appDir, pkg);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

/**
 * @param {object} o
 * @param {string} o.appDir      the app folder (__dirname of its webpack.config)
 * @param {string} o.name        federation container name
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.port        dev-server port (overridable by env)
 * @param {string} [o.title]
 * @param {object[]} [o.copy]   extra copy-webpack-plugin patterns (files shipped by workspace packages)
 */
function createConfig({ appDir, name, exposes, port, title, copy = [], serverEntry }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isRemote = Object.keys(exposes ?? {}).length > 0;
    const core = federationCore(appDir);
    const client = {
      name,
      context: appDir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        // The MF runtime breaks with [contenthash] in filename: only chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        uniqueName: name,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
          '@tanstack/react-query$': path.join(__dirname, 'react-query.mjs'),
          'aarohi-react-query$': esmBuild(appDir, '@tanstack/react-query'),
          ...core.aliases,
          ...(production ? { 'react-router$': reactRouterProduction(appDir) } : {}),
        },
        // The facade above imports 'react-router' from the app's own dependencies.
        modules: ['node_modules', path.join(appDir, 'node_modules')],
        // HarfBuzz's Emscripten loader (the PDF text layer) reads its wasm with fs only under Node;
        // in the browser the bytes are handed to it, so fs is never reached.
        fallback: { fs: false },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: sourceLoaders(production),
          },
          { test: /\.(png|jpe?g|gif|webp|pdf|woff2?)$/i, type: 'asset/resource' },
          { test: /\.svg$/i, type: 'asset/resource' },
          { test: /\.css$/i, use: [require.resolve('./css-inline-loader.cjs')] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedSingletons(appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          ...(production ? federationRuntimeOptions(isRemote, core) : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(appDir, 'public/index.html'),
          title,
          chunks: ['main'],
          scriptLoading: 'defer',
          publicPath: '/',
          inject: 'body',
        }),
        // A remote publishes its route list (routes.json) for the shell to read at run time.
        ...(isRemote ? [new PublishRouteListPlugin(appDir)] : []),
        // A remote's own page provides the federation core its main.js leaves out.
        ...(production && isRemote ? [new ScriptBeforeMainPlugin(`/${FEDERATION_CORE_SCRIPT}`)] : []),
        // ...and the bundler runtime's functions: the remote's containers take them from the page.
        ...(production && isRemote ? [new BundlerRuntimeFromPagePlugin()] : []),
        new CopyPlugin({
          patterns: [
            { from: path.join(appDir, 'public'), globOptions: { ignore: ['**/index.html'] } },
            // How a server-rendered page starts the app once it is painted (scripts/compose.mjs).
            { from: path.join(__dirname, '../browser/boot.js'), to: 'boot.js' },
            ...copy,
          ],
        }),
        // Source maps name files relative to the workspace, never by the build machine's paths.
        ...(production ? [new StripBuildPathsPlugin()] : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      // The filesystem cache produced broken federated production builds on warm rebuilds.
      cache: production ? false : { type: 'memory' },
      devServer: {
        host: process.env.HOST || '127.0.0.1',
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        static: false,
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/runtime-config.json', (_req, res) => {
            res.set('Cache-Control', 'no-store');
            res.json(require('../../scripts/runtime-config.cjs').runtimeConfigFromEnv());
          });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
    if (!production) return client;
    // Production builds add the server renderer (dist-ssr/render.cjs) next to the browser build,
    // and a remote's federation-core.js for its own pages.
    return [
      client,
      ...(serverEntry ? [serverConfig({ appDir, name, serverEntry, outputDir: client.output.path })] : []),
      ...(isRemote ? [federationCoreConfig({ appDir, name, core, after: client })] : []),
    ];
  };
}

const FEDERATION_CORE_SCRIPT = 'federation-core.js';

/**
 * One federation runtime core per page (see federation-core.mjs). The browser builds also leave out
 * the runtime's Node.js loaders (target 'web': 2 KB gzip less per container).
 * - The shell keeps its core and provides it to the remotes (a runtime plugin).
 * - A remote's containers (remoteEntry.js, and main.js on its own pages) take the page's core:
 *   remoteEntry.js 26.6 -> ~9 KB gzip. Upstream's provideExternalRuntime is not used: its plugin is
 *   resolved as CommonJS, so the shell carried a second, CommonJS copy of the core (+24 KB).
 * The shell and the remotes must therefore run the same @module-federation version (pinned alike in
 * every app's package.json; shell/src/app/federationCore.test.ts checks it).
 */
function federationRuntimeOptions(isRemote, core) {
  // disableSnapshot: the shell registers each remote by its remoteEntry.js (shell/src/app/remoteEntry.ts),
  // so the runtime's manifest snapshot and asset-preload plugins are never used: 3.8 KB gzip less
  // on every page, and no manifest round trip before a remote's first module.
  const optimization = { target: 'web', disableSnapshot: true };
  if (isRemote) return { experiments: { optimization, externalRuntime: true } };
  return {
    experiments: { optimization },
    runtimePlugins: [[path.join(__dirname, 'federation-core.mjs'), { version: core.version }]],
  };
}

/** federation-core.js, beside a remote's main.js: the core, put on the page for its containers. */
function federationCoreConfig({ appDir, name, core, after }) {
  return {
    name: `${name}-federation-core`,
    dependencies: [after.name], // after the browser build, which cleans dist
    context: appDir,
    mode: 'production',
    target: 'web',
    entry: { [FEDERATION_CORE_SCRIPT.replace(/\.js$/, '')]: path.join(__dirname, 'federation-core-entry.mjs') },
    devtool: 'source-map',
    output: { path: after.output.path, filename: '[name].js', clean: false, uniqueName: `${name}-federation-core` },
    resolve: { alias: core.aliases },
    plugins: [
      define({
        FEDERATION_CORE_VERSION: JSON.stringify(core.version),
        FEDERATION_CORE_PROVIDER: JSON.stringify(name),
        // As in the shell's build (federationRuntimeOptions): containers are loaded by their entry.
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
        ENV_TARGET: JSON.stringify('web'),
      }),
      new StripBuildPathsPlugin(),
    ],
    optimization: {
      minimize: true,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    cache: false,
    stats: 'errors-warnings',
  };
}

/**
 * In a remote's browser build, each container's federation entry imports the bundler runtime's
 * `bundler.js`; this points that one request to federation-bundler-runtime.mjs instead.
 */
class BundlerRuntimeFromPagePlugin {
  apply(compiler) {
    const replacement = path.join(__dirname, 'federation-bundler-runtime.mjs');
    new compiler.webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, (resource) => {
      resource.request = replacement;
    }).apply(compiler);
  }
}

/** webpack's DefinePlugin, taken from the compiler that runs it (tooling/ has no webpack of its own to require). */
const define = (definitions) => ({
  apply: (compiler) => new compiler.webpack.DefinePlugin(definitions).apply(compiler),
});

/** Puts a deferred script before the page's main.js in index.html (same form, so compose.mjs moves both). */
class ScriptBeforeMainPlugin {
  constructor(src) {
    this.src = src;
  }
  apply(compiler) {
    compiler.hooks.compilation.tap('ScriptBeforeMainPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ScriptBeforeMainPlugin', (groups) => {
        groups.bodyTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: this.src }),
        );
        return groups;
      });
    });
  }
}

/** swc for TypeScript/JSX, with styled-components' swc plugin for stable class ids (see styled-components-plugin.cjs). */
function sourceLoaders(production) {
  return [
    {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2020',
          experimental: { plugins: [STYLED_COMPONENTS_PLUGIN] },
        },
      },
    },
  ];
}

/**
 * The app's server renderer: one CommonJS file for Node (react-dom/server, styled-components'
 * ServerStyleSheet, React Query), everything bundled so the process that loads it needs nothing else.
 * Assets keep the browser build's file names (same content hash) but are not emitted again; their
 * URLs start with ASSET_BASE_PLACEHOLDER, replaced per request by the browser-facing origin. It is written beside dist (never inside: dist is served to browsers).
 */
const ASSET_BASE_PLACEHOLDER = '/__aarohi_asset_base__/';

function serverConfig({ appDir, name, serverEntry, outputDir }) {
  return {
    name: `${name}-server`,
    context: appDir,
    mode: 'production',
    target: 'node20',
    entry: { render: serverEntry },
    devtool: false,
    output: {
      path: `${outputDir}-ssr`,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // Replaced in each rendered page by where the browser loads this app's files from.
      publicPath: ASSET_BASE_PLACEHOLDER,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      uniqueName: `${name}-server`,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        'react-router-dom$': path.join(__dirname, 'react-router-dom.mjs'),
        'react-router$': reactRouterProduction(appDir),
      },
      modules: ['node_modules', path.join(appDir, 'node_modules')],
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: sourceLoaders(true) },
        { test: /\.(png|jpe?g|gif|webp|pdf|woff2?|svg)$/i, type: 'asset/resource', generator: { emit: false } },
        { test: /\.css$/i, use: [require.resolve('./css-inline-loader.cjs')] },
      ],
    },
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    cache: false,
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, installedVersion, ASSET_BASE_PLACEHOLDER };
