// Independence of server-rendered pages: a redeploy of learner-app alone (rebuild + restart of only
// its server) changes the page the shell serves on the next request, and a public route it adds is
// served by the shell, server-rendered, from the route list the learner publishes at run time — the
// shell never restarted nor rebuilt; and with the learner server down the shell serves a working
// client-rendered page. Runs its own shell and learner servers on ports next to the suite's (the API
// is the suite's).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, ports } from './fixtures';

const root = path.resolve(__dirname, '../..');
const shellPort = ports.shell + 10;
const learnerPort = ports.learner + 10;
const shellOrigin = `http://127.0.0.1:${shellPort}`;
const ORIGINAL = 'Four weeks, 25 live sessions, one friendly tutor.';
const CHANGED = 'Redeployed on its own: four weeks that change how you work with AI.';
const NEW_PAGE = `import '@ai-women/ui-kit/fonts';

export default function Mentors() {
  return (
    <section aria-labelledby="mentors-title">
      <h1 id="mentors-title">Meet our mentors</h1>
      <p>Practitioners who teach every live session, published with the learner app alone.</p>
    </section>
  );
}
`;
const NEW_ROUTE = "  { path: '/mentors', module: 'Mentors', guard: 'public', serverRendered: true },\n";

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  API_PORT: String(ports.api),
  SHELL_PORT: String(shellPort),
  LEARNER_PORT: String(learnerPort),
  TUTOR_PORT: String(ports.tutor),
  BACKOFFICE_PORT: String(ports.backoffice),
  FRAGMENT_TIMEOUT_MS: '15000',
};

function serve(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn('node', ['scripts/serve.mjs', dist, String(port)], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server for ${dist} exited (${code})`)));
  });
}

function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const shellPage = async (path: string) => (await fetch(`${shellOrigin}${path}`)).text();
const home = () => shellPage('/');

/** learner-app copied beside the real one (so its `../tooling` resolves), with its own dependencies. */
function copyLearnerApp(): string {
  const copy = fs.mkdtempSync(path.join(root, 'learner-app-redeploy-'));
  fs.cpSync(path.join(root, 'learner-app'), copy, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist|dist-ssr)$/.test(src),
  });
  fs.symlinkSync(path.join(root, 'learner-app/node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

test.describe('server rendering keeps the remotes independent', () => {
  let shell: ChildProcess | undefined;
  let learner: ChildProcess | undefined;
  let copy: string | undefined;

  test.afterAll(async () => {
    await stop(learner);
    await stop(shell);
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  test('a redeployed learner-app changes the shell’s page and adds a route, without restarting the shell', async ({ page, consoleErrors }) => {
    test.setTimeout(300_000);
    shell = await serve('shell/dist', shellPort);
    learner = await serve('learner-app/dist', learnerPort);
    const before = await home();
    expect(before).toContain('id="aarohi-ssr"');
    expect(before).toContain(ORIGINAL);
    // Before the redeploy no remote publishes /mentors: the site's not-found page, with a real 404.
    const mentorsBefore = await fetch(`${shellOrigin}/mentors`);
    expect(mentorsBefore.status).toBe(404);
    const mentorsBeforeHtml = await mentorsBefore.text();
    expect(mentorsBeforeHtml).toContain('This page took a different path');
    expect(mentorsBeforeHtml).not.toContain('Meet our mentors');

    copy = copyLearnerApp();
    // The home page's English words live in the learner app's English texts, one file per page.
    const homeTexts = path.join(copy, 'src/i18n/en/home.json');
    const source = fs.readFileSync(homeTexts, 'utf8');
    expect(source).toContain(ORIGINAL);
    fs.writeFileSync(homeTexts, source.replace(ORIGINAL, CHANGED));
    // A new public page: its exposed module and its entry in the learner's own route list.
    fs.writeFileSync(path.join(copy, 'src/app/exposed/Mentors.tsx'), NEW_PAGE);
    const routesFile = path.join(copy, 'src/app/routes.ts');
    const routes = fs.readFileSync(routesFile, 'utf8');
    expect(routes).toContain("  { path: '*',");
    fs.writeFileSync(routesFile, routes.replace("  { path: '*',", `${NEW_ROUTE}  { path: '*',`));
    const build = spawnSync(path.join(copy, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: copy, env, encoding: 'utf8' });
    expect(build.status, build.stderr || build.stdout).toBe(0);

    const shellPid = shell.pid;
    await stop(learner);
    learner = await serve(path.relative(root, path.join(copy, 'dist')), learnerPort);
    const after = await home();
    expect(after).toContain(CHANGED);
    expect(after).not.toContain(ORIGINAL);

    // The shell reads the learner's route list again within FRAGMENT_TTL_MS (5 s).
    await expect.poll(() => shellPage('/mentors'), { timeout: 20_000, intervals: [500] }).toContain('Meet our mentors');
    const mentors = await shellPage('/mentors');
    expect(mentors).toContain('id="aarohi-ssr"');
    expect(mentors).toMatch(/<main[^>]*>[\s\S]*<h1 id="mentors-title">Meet our mentors<\/h1>/);

    // In the browser the page hydrates: the shell's route table now has the learner's new route.
    await page.goto(`${shellOrigin}/mentors`);
    await page.locator('html[data-app-ready]').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Meet our mentors' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);

    expect(shell.pid).toBe(shellPid);
    expect(shell.exitCode).toBeNull();
  });

  test('with the learner server down the shell serves a working client-rendered page', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    shell ??= await serve('shell/dist', shellPort);
    await stop(learner);
    learner = undefined;

    const response = await fetch(`${shellOrigin}/about`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('id="aarohi-ssr"');
    expect(html).toContain('<div id="root"></div>');

    await page.goto(`${shellOrigin}/about`);
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    const unavailable = page.getByTestId('remote-unavailable');
    await expect(unavailable.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
    await expect(unavailable.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The browser reports the learner's refused connections; nothing else may go wrong.
    expect(consoleErrors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|remote|Loading script failed|RUNTIME-/i.test(e))).toEqual([]);
  });
});
