import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The names of the entities a page is about (a project, a site, a user), by the route path that
 * shows them ('/parameters/projects/$projectId'), so that the page title and the breadcrumb read
 * "Usine Nord" rather than "Project 12" once the entity has loaded. Screens say the name; the
 * shell reads it.
 */
type Names = ReadonlyMap<string, string>;

interface EntityNamesValue {
  names: Names;
  set: (path: string, name: string | undefined) => void;
}

const EntityNamesContext = createContext<EntityNamesValue | null>(null);

export function EntityNamesProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState<Names>(new Map());
  const set = useCallback((path: string, name: string | undefined) => {
    setNames((current) => {
      if (current.get(path) === name) return current;
      const next = new Map(current);
      if (name === undefined) next.delete(path);
      else next.set(path, name);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ names, set }), [names, set]);
  return <EntityNamesContext.Provider value={value}>{children}</EntityNamesContext.Provider>;
}

/** Says the entity's name for the route path that shows it (as long as the calling component is mounted). */
export function useEntityName(path: string, name: string | null | undefined): void {
  const set = useContext(EntityNamesContext)?.set;
  const value = name?.trim() ? name.trim() : undefined;
  useEffect(() => {
    if (!set) return undefined;
    set(path, value);
    return () => set(path, undefined);
  }, [set, path, value]);
}

/** The names said so far, by route path (without a trailing slash). */
export function useEntityNames(): Names {
  return useContext(EntityNamesContext)?.names ?? EMPTY;
}

const EMPTY: Names = new Map();
