// Which modules the pilot's page shares with the desk go into two chunks of their own (Rolldown's
// output.codeSplitting groups, docs/decisions/0048) instead of one small chunk per combination.

/** What a chunking group's `name` function may ask of the module graph (Rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}
interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Every module `entry` reaches, through static imports only or through dynamic ones too. */
function reached(graph: ModuleGraph, entry: string, { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds);
    if (dynamic) queue.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * Two groups: the libraries both load (React, React DOM, Lingui: a chunk that changes only with a
 * dependency) and the desk's own modules the pilot's page loads (fields, fee and time rules, the
 * catalogs' code). A module belongs to them when the pilot's page imports it statically (it is
 * needed before the page is interactive) and the desk imports it too. The libraries' group comes
 * first, so the app's group, which takes its modules' imports with them, leaves React where it is.
 */
export function sharedChunkGroups({ desk, pilot }: { desk: string; pilot: string }) {
  // One walk per chunking pass: Rolldown reuses its module info objects within a pass.
  const sharedByPass = new WeakMap<ModuleLinks, Set<string>>();
  const shared = (graph: ModuleGraph): Set<string> => {
    const pass = graph.getModuleInfo(pilot);
    if (!pass) return new Set();
    let modules = sharedByPass.get(pass);
    if (!modules) {
      const deskModules = reached(graph, desk, { dynamic: true });
      modules = new Set([...reached(graph, pilot, { dynamic: false })].filter((id) => deskModules.has(id)));
      sharedByPass.set(pass, modules);
    }
    return modules;
  };
  return [
    {
      name: (id: string, graph: ModuleGraph) => (isLibrary(id) && shared(graph).has(id) ? 'react-dom' : null),
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        !isLibrary(id) && shared(graph).has(id) ? 'pilot-shared' : null,
      priority: 1,
    },
  ];
}
