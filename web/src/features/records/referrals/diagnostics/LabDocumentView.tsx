import Link from '@cloudscape-design/components/link';
import { callApi } from '@/api';
import { useNotifications } from '@/shell/notifications';
import { failureText } from './failure-text';

// View of a referral's result document (issue 23 §4): the list's document_url (spec 2) expires
// after VIEW_URL_SECONDS, and a consultation screen stays open far longer. So View asks the API for
// a fresh link (getLabDocument, which records the access) when it is followed, by mouse or by
// keyboard (Enter on the link), and opens that. The tab is opened at once, within the click, so
// the browser's pop-up blocker allows it, and sent to the link when it arrives; a failure closes it
// again and shows the error flash. The href stays the list's link, for what a browser does
// without following (copy link, open with a modifier key) while it is fresh.

/** Opens the referral's document in a new tab by a link asked for now. */
export async function openFreshDocument(referralId: string, notify: ReturnType<typeof useNotifications>['notify']): Promise<void> {
  const tab = window.open('', '_blank');
  // The document's page has no business with this one.
  if (tab) tab.opener = null;
  try {
    const { url } = await callApi('getLabDocument', { params: { id: referralId } });
    if (!url) throw new Error('Something went wrong');
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (failure) {
    tab?.close();
    const text = failureText(failure);
    if (text) notify({ type: 'error', header: 'Error', content: text });
  }
}

export function LabDocumentView({ referralId, href, name }: { referralId: string; href: string; name: string }) {
  const { notify } = useNotifications();
  return (
    <Link
      href={href}
      external
      externalIconAriaLabel="(opens in a new tab)"
      ariaLabel={`View ${name}`}
      data-testid="lab-document-view"
      onFollow={(event) => {
        event.preventDefault();
        void openFreshDocument(referralId, notify);
      }}
    >
      View
    </Link>
  );
}
