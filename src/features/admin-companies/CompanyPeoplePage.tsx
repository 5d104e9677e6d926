import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { CompanyPeopleIntent, loader } from './company-people.data';
import { FindEmployer } from './FindEmployer';
import { RemoveEmployerDialog } from './RemoveEmployerDialog';
import { failureLines } from '../../api/http';
import type { CompanyEmployer } from '../../api/schemas/company-people';
import { CompanyHeader } from '../../components/company/CompanyHeader';
import { useFormAction } from '../../components/form/Form';
import { leavesNoAdmin } from '../../domain/company-admins';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';
import { counted } from '../../domain/text';

const nameOf = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`;

/**
 * admin/companies/:id (role Admin; docs/product.md §4.12): a company's details and its employers, for the site's
 * admin: remove one (asked first; never its last admin: the server says why), or find an employer by name or
 * address and add them (a member, or its admin when it has none). Writes go through the route's action, one at a
 * time; the page is loaded again after each.
 */
export default function CompanyPeoplePage() {
  const { company, people, find, findError, found } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const write = useFormAction();
  const [removing, setRemoving] = useState<CompanyEmployer | null>(null);
  const peopleHeading = useRef<HTMLHeadingElement>(null);
  // After a removal the row and its button are gone: once the dialog has closed (and given the focus back to what
  // it can), the focus goes to the list's heading, not to the page's top.
  const focusPeople = useRef(false);
  useEffect(() => {
    if (removing || !focusPeople.current) return;
    focusPeople.current = false;
    peopleHeading.current?.focus();
  }, [removing]);
  const employers = people.ok ? people.value.employers : [];

  return (
    <section className="page admin-company">
      <p>
        <Link to={href('adminCompanies')}>← Companies</Link>
      </p>
      <CompanyHeader company={{ ...company, description: null }} eyebrow={`Company ${company.id}`}>
        <Link className="button" to={href('brand', { name: company.path })}>
          Brand page
        </Link>
      </CompanyHeader>
      <section aria-labelledby="company-people" className="card admin-company__people">
        <h2 id="company-people" tabIndex={-1} ref={peopleHeading}>
          People
        </h2>
        {!people.ok ? (
          <>
            {failureLines(people.status, people.message).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
              Try again
            </button>
          </>
        ) : employers.length === 0 ? (
          <p className="muted">No one belongs to {company.name} yet: add an employer below.</p>
        ) : (
          <>
            <p className="muted">{counted(employers.length, 'employer')}</p>
            <div className="table-scroll">
              <table className="data-table people-table">
                <caption className="visually-hidden">The employers of {company.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col" className="people__wide">
                      Email
                    </th>
                    <th scope="col">Role</th>
                    <th scope="col" className="people__wide">
                      Since
                    </th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {employers.map((e) => (
                    <tr key={e.userId}>
                      <th scope="row">
                        {nameOf(e)}
                        {/* On a phone the address goes under the name and the day beside the role, their columns hidden. */}
                        <span className="people__narrow">{e.email}</span>
                      </th>
                      <td className="people__wide">{e.email}</td>
                      <td>
                        {e.role === 'admin' ? 'Admin' : 'Member'}
                        <span className="people__narrow"> since {formatDate(e.since)}</span>
                      </td>
                      <td className="people__wide">
                        <time dateTime={e.since}>{formatDate(e.since)}</time>
                      </td>
                      <td>
                        {/* The server refuses to leave a company without an admin: the only one is not offered. */}
                        {leavesNoAdmin(employers, e.userId, null) ? (
                          <span className="muted">Only admin</span>
                        ) : (
                          <button
                            type="button"
                            className="button"
                            aria-label={`Remove ${nameOf(e)}`}
                            onClick={() => setRemoving(e)}
                          >
                            Remove
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <FindEmployer
        company={company}
        find={find}
        findError={findError}
        found={found}
        memberIds={employers.map((e) => e.userId)}
        busy={write.busy}
        onAdd={(u) => {
          const addition: CompanyPeopleIntent = {
            intent: 'add',
            userId: u.userId,
            companyId: company.id,
            name: nameOf(u),
          };
          return write.submit(addition);
        }}
      />
      {removing && (
        <RemoveEmployerDialog
          employer={removing}
          company={company}
          employers={employers}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            focusPeople.current = true;
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}
