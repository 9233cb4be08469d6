import { type CodeSplittingGroup } from 'rolldown';

// Automatic chunking puts each module in a chunk by the set of routes that load it, which on this
// app's lazy routes makes dozens of small chunks (box, form-field, popover, ...). Gzip compresses
// each file on its own, so the signed-in pages paid ~20 kB for the split alone (issue 7 §5).
// closureGroup puts what a step of the way in loads beyond the steps before it in one chunk: the
// entry; the sign-in page beyond it; the signed-in layout and its session beyond both. Each step
// loads the same code as before, in fewer files. Through a module that only re-exports (date-fns'
// index) the closure does not follow: what is used through it is left to automatic chunking, so
// date-fns' format (used by the planning screens only) does not join the signed-in chunk.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/** A module that only re-exports others (date-fns' index): what it reaches is not all used. */
export function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((s) => /^export\s*(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"]$/.test(s));
}

/** The modules `roots` import statically, recursively, themselves included. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (!isBarrel(info.code)) stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * A group that captures what `roots` load statically beyond what `before` (the pages that always
 * load first) does, the roots themselves apart. Groups with a higher priority (React's) keep their modules.
 */
export function closureGroup(name: string, roots: readonly string[], before: readonly string[], priority = 0): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      if (!members) {
        const earlier = staticClosure(ctx, before);
        // The roots keep chunks of their own: the router imports them by name.
        members = new Set([...staticClosure(ctx, roots)].filter((m) => !earlier.has(m) && !roots.includes(m)));
      }
      return members.has(id) ? name : null;
    },
    priority,
  };
}
