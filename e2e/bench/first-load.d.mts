// Types of ./first-load.mjs for TypeScript callers (the budget spec).
import type { Page } from '@playwright/test';

export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
  transferred: number;
}
export interface FirstLoad {
  files: number;
  raw: number;
  gzip: number;
  transferred: number;
  detail: ScriptFile[];
}
export const FIRST_LOAD_BUDGETS: Record<'/' | '/tutorlogin' | '/staff/login', number>;
export function kb(bytes: number): string;
export function gzipSize(buffer: Buffer): number;
export function firstLoadScripts(page: Page, url: string): Promise<FirstLoad>;
export interface ExecutedScript {
  url: string;
  executed: number;
  size: number;
}
export function executedBeforeReady(page: Page, url: string): Promise<{ executed: number; scripts: ExecutedScript[] }>;
export const EXECUTED_BUDGETS: Record<'/' | '/course' | '/hi', number>;
