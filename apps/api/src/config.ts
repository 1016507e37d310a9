import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** The built web app (apps/web/dist) served beside the API on one origin. */
  webRoot: string;
  production: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    webRoot: env.HADAF_WEB_ROOT ?? path.resolve(here, '../../web/dist'),
    production: env.NODE_ENV === 'production',
  };
}
