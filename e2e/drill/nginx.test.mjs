// The drill's nginx config is the deploy config with ports substituted and TLS dropped — and
// nothing else. `node --test e2e/drill/nginx.test.mjs`
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { DEPLOY_CONF, readAccessLog, renderDrillConf, writeDrillNginx } from './nginx.mjs';

const ports = { listen: 5790, api: [5791, 5792], shell: [5793, 5794], learner: 5795, tutor: 5796, backoffice: 5797 };
const deploy = fs.readFileSync(DEPLOY_CONF, 'utf8');
const strip = (conf) =>
  conf
    .split('\n')
    .filter((l) => !/^\s*(#|$)/.test(l))
    .join('\n');

test('only ports, listen lines, TLS lines and the https redirect differ from the deploy file', () => {
  const drill = renderDrillConf(ports);
  for (const p of [5791, 5792, 5793, 5794, 5795, 5796, 5797]) assert.match(drill, new RegExp(`server 127\\.0\\.0\\.1:${p} max_fails=`));
  assert.equal(drill.match(/listen 127\.0\.0\.1:5790;/g).length, 4);
  assert.doesNotMatch(strip(drill), /ssl|443|return 301 https/);
  // Undo the substitutions: what is left must be the deploy file's own lines, in order.
  const back = strip(drill)
    .replace(/5791/g, '4001')
    .replace(/5792/g, '4002')
    .replace(/5793/g, '3000')
    .replace(/5794/g, '3010')
    .replace(/5795/g, '3001')
    .replace(/5796/g, '3002')
    .replace(/5797/g, '3003')
    .split('\n');
  const original = strip(deploy)
    .split('\n')
    .filter((l) => !/^\s*(ssl_|listen \[::\]:443|add_header Strict-Transport-Security)/.test(l))
    .map((l) => l.replace('listen 443 ssl http2;', 'listen 127.0.0.1:5790;'));
  const redirectStart = original.indexOf('server {');
  const redirectEnd = original.indexOf('}', redirectStart);
  assert.match(original.slice(redirectStart, redirectEnd).join('\n'), /return 301 https/);
  original.splice(redirectStart, redirectEnd - redirectStart + 1);
  assert.deepEqual(back, original);
});

test('HSTS on every TLS server of the deploy file (one copy: the API\'s is hidden), none in the plain-HTTP drill', () => {
  const servers = strip(deploy).split(/\nserver \{/).slice(1);
  const tls = servers.filter((b) => /listen 443 ssl/.test(b));
  assert.equal(tls.length, 4);
  for (const block of tls) {
    assert.match(block, /add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;/);
    assert.match(block, /proxy_hide_header Strict-Transport-Security;/);
  }
  for (const block of servers.filter((b) => !/listen 443 ssl/.test(b))) assert.doesNotMatch(block, /Strict-Transport/);
  assert.doesNotMatch(strip(renderDrillConf(ports)), /add_header Strict-Transport-Security/);
});

test('a deploy file the rewrite does not recognise is refused', () => {
  assert.throws(() => renderDrillConf(ports, deploy.replace('127.0.0.1:4002', '10.0.0.12:4002')), /expected 1 × server 127.0.0.1:4002/);
  assert.throws(() => renderDrillConf(ports, deploy.replace(/listen 443 ssl http2;/, 'listen 443 ssl;')), /listen 443 ssl http2/);
  assert.throws(() => renderDrillConf(ports, deploy.replace('return 301 https://$host$request_uri;', 'return 404;')), /redirect server/);
});

test('nginx accepts the generated config', { skip: !fs.existsSync('/usr/sbin/nginx') && 'nginx not installed' }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-drill-conf-'));
  try {
    const conf = writeDrillNginx(dir, ports);
    const out = execFileSync('/usr/sbin/nginx', ['-t', '-c', conf, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'pipe' });
    assert.equal(out.length, 0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the access log names every upstream tried', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aarohi-drill-log-'));
  const file = path.join(dir, 'access.log');
  fs.writeFileSync(
    file,
    [
      '1764144000.250 0.250 200 "GET" "127.0.0.1:5791, 127.0.0.1:5792" "502, 200" "-"',
      '1764144001.000 0.010 201 "POST" "127.0.0.1:5792" "201" "upload-7"',
      'garbage',
    ].join('\n'),
  );
  const rows = readAccessLog(file);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(rows.length, 2);
  assert.deepEqual(rows[0].upstreams, ['127.0.0.1:5791', '127.0.0.1:5792']);
  assert.deepEqual(rows[0].upstreamStatus, ['502', '200']);
  assert.equal(rows[0].start, 1764144000000);
  assert.equal(rows[1].drillReq, 'upload-7');
});
