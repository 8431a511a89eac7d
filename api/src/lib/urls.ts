import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin the API itself is served from (swagger UI's "try it out" posts from there). */
export function selfOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** Base URL for links the API hands out (PDF downloads, checkout script). */
export function apiBaseUrl(req: FastifyRequest, config: Config): string {
  return config.publicUrl ?? selfOrigin(req);
}
