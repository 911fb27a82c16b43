// After a create, edit, delete or restore every cached property list is stale: drop them (mounted ones refetch),
// so going back to a list or a search already made shows the change at once.
import { mutate } from 'swr';

const LISTS = ['/admin/todas-propiedades', '/admin/papelera', '/user/propiedades-publicas'];

export function invalidatePropertyLists(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && LISTS.some((p) => key.startsWith(p)), undefined, { revalidate: true });
}
