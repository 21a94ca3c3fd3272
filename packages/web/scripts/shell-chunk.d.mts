export function shellChunkGroup(pages: { shellPages: readonly string[]; otherPages: readonly string[] }): {
  includeDependenciesRecursively: false;
  name: (id: string, context: { getModuleInfo(id: string): unknown }) => string | null;
};
