/** HTTP paths that are not API endpoints (no envelope, no common fields). Paths containing 'exempt' are public (spec §6). */
export const ApiPath = {
  health: '/healthz',
} as const;

export function isPublicPath(path: string): boolean {
  return path.includes('exempt');
}
