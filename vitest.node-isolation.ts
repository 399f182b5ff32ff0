/**
 * The node projects' test files (core, the API and the dashboard's scripts) share one module graph per worker
 * (`isolate: false`). Those that replace a module (`vi.mock`, `vi.doMock`) would replace it for the files
 * after them, or find it already loaded: they are listed here and run isolated, in the project
 * "node-isolated". `packages/api/src/test/node-isolation.test.ts` fails when a file that replaces a module is
 * missing here.
 */
export const nodeTestFolders = ["packages/core/src", "packages/api/src", "packages/dashboard/scripts"];
export const nodeTests = nodeTestFolders.map((folder) => `${folder}/**/*.test.ts`);
export const replacesModules = ["packages/api/src/routes/auth/reset-password.test.ts"];
