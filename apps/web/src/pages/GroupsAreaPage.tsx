import { useParams } from 'react-router';
import GroupPage from './GroupPage.tsx';
import GroupsPage from './GroupsPage.tsx';

/** Every /groups route in one chunk: the list (/groups, /groups/all, /groups/create) or one group (/groups/{id}/…). */
export default function GroupsAreaPage({ titleKey }: { titleKey: string }) {
  return useParams().id === undefined ? <GroupsPage titleKey={titleKey} /> : <GroupPage titleKey={titleKey} />;
}
