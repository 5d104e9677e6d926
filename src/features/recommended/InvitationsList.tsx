import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { InterestedEmployers } from './InterestedEmployers';
import type { InvitationsData, SeenSubmission } from './recommended.data';
import { useFormAction } from '../../components/form/Form';
import { JobCard } from '../../components/job/JobCard';
import { ResultList } from '../../components/list/ResultList';
import { formatDate } from '../../domain/dates';
import { counted } from '../../domain/text';

/**
 * The candidate's invitations to apply (docs/hiring.md): each job with the employer's message; the job's page is
 * where they apply. Shown, the new ones are marked seen (the employer then sees "Message sent"), and they stay
 * marked "New" on this view.
 */
export function InvitationsList({ data }: { data: InvitationsData }) {
  const revalidator = useRevalidator();
  const seen = useFormAction();
  const invitations = data.list.ok ? data.list.value : [];
  // The ones new when the tab opened, kept as new while it stays open.
  const [fresh] = useState(() => new Set(invitations.filter((i) => !i.seen).map((i) => i.id)));
  const submitSeen = seen.submit;
  useEffect(() => {
    if (fresh.size) void submitSeen({ intent: 'seen' } satisfies SeenSubmission, 'put');
  }, [fresh, submitSeen]);
  const list = data.list.ok
    ? {
        ok: true as const,
        value: {
          items: data.list.value,
          totalCount: data.list.value.length,
          pageNumber: 1,
          pageSize: data.list.value.length || 1,
        },
      }
    : data.list;
  return (
    <>
      <InterestedEmployers interested={data.interested} />
      <ResultList
        result={list}
        pendingText="Loading…"
        failedText="Your invitations could not be loaded"
        count={(page) => counted(page.totalCount, 'invitation')}
        empty={
          <>
            <h2>No invitations yet</h2>
            <p className="muted">
              Employers whose jobs match your profile can invite you to apply: their invitations show here.
            </p>
          </>
        }
        onRetry={() => void revalidator.revalidate()}
        pageHref={() => '?tab=invited'}
        itemKey={(i) => i.id}
      >
        {(i) => (
          <JobCard job={i.job}>
            <div className="invitation">
              <p>
                {fresh.has(i.id) && <span className="badge badge--new">New</span>} Invited on {formatDate(i.sentDate)}:{' '}
                <q>{i.message}</q>
              </p>
              <p className="muted">Open the job to apply.</p>
            </div>
          </JobCard>
        )}
      </ResultList>
    </>
  );
}
