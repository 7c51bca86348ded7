import type { TAccess } from './core/auth/access';
import { OPENAPI_ROUTE_ACCESS } from './core/http/swagger';
import { type ModuleManifest, routeAccessOf } from './core/module';
import { serverModules } from './modules';

export { INVITATION, isAllowed, type TAccess, type TIdentity } from './core/auth/access';

/**
 * Every route of the API and who may call it, derived from the module manifests (each module declares its
 * routes' access in `modules/<name>/<name>.module.ts`) and core's API docs. A route missing from its
 * manifest fails the route × role test. Reads that a campaign's share link opens are tested without the link.
 */
export const ROUTE_ACCESS: Record<string, TAccess> = routeTableOf(serverModules);

/** The route table of an app mounting these modules (tests mount one more). */
export function routeTableOf(modules: readonly ModuleManifest[]): Record<string, TAccess> {
  return { ...OPENAPI_ROUTE_ACCESS, ...routeAccessOf(modules) };
}
