import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { officeMessages, roleAllows, type SignedInStaff, type StaffRole } from '@site/contract';
import { PageQueryClient } from '@site/state/query';
import { Notice, PageContainer } from '@site/ui';
import { OfficeError } from './office-error';
import { officeReturnState } from './office-return';
import { useSignOut, useStaffSession } from './staff-session';
import { SecondaryButton } from './secondary-button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 1.5rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.5rem 0;
    color: ${({ theme }) => theme.colors.link};
  }

  a.active {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
`;

const Who = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The office's sections; staff accounts and the audit log are an admin's. */
const SECTIONS: readonly { to: string; label: string; role: StaffRole }[] = [
  { to: '/office/orders', label: 'Orders', role: 'sales' },
  { to: '/office/inquiries', label: 'Inquiries', role: 'sales' },
  { to: '/office/retailers', label: 'Retailers', role: 'sales' },
  { to: '/office/catalogue', label: 'Catalogue', role: 'sales' },
  { to: '/office/staff', label: 'Staff', role: 'admin' },
  { to: '/office/audit', label: 'Audit log', role: 'admin' },
];

function OfficeBar({ staff }: { staff: SignedInStaff }) {
  const navigate = useNavigate();
  const signOutMutation = useSignOut();
  const signOut = async () => {
    // Signed out here whatever the server says (the mutation forgets the session either way).
    await signOutMutation.mutateAsync().catch(() => undefined);
    navigate('/office');
  };
  return (
    <Bar>
      <nav aria-label="Office">
        <Links>
          {SECTIONS.filter((section) => roleAllows(staff.role, section.role)).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
            </li>
          ))}
        </Links>
      </nav>
      <Who>
        <span>
          {staff.email} ({staff.role})
        </span>
        <SecondaryButton onClick={() => void signOut()}>Sign out</SecondaryButton>
      </Who>
    </Bar>
  );
}

interface OfficePageProps {
  title: string;
  /** The least role the page's calls need. */
  needs?: StaffRole;
  children: (staff: SignedInStaff) => ReactNode;
}

/**
 * An office page's frame: the page's query client, its column and heading, and its content for a signed-in
 * staff member of at least `role`. Without a session it offers the way to sign in and back; nothing of
 * the page is asked for before the session is known.
 */
export function OfficePage({ title, needs = 'sales', children }: OfficePageProps) {
  return (
    <PageQueryClient>
      <PageContainer>
        <h1>{title}</h1>
        <ForStaff needs={needs}>{children}</ForStaff>
      </PageContainer>
    </PageQueryClient>
  );
}

function ForStaff({ needs, children }: { needs: StaffRole; children: (staff: SignedInStaff) => ReactNode }) {
  const { pathname, search } = useLocation();
  const session = useStaffSession();
  if (session.isError) return <OfficeError error={session.error} />;
  if (session.data === undefined) return <p role="status">Checking your office session…</p>;
  const staff = session.data;
  if (!staff) {
    return (
      <p>
        <Link to="/office" state={officeReturnState(`${pathname}${search}`)}>
          {officeMessages.signedOut}
        </Link>
      </p>
    );
  }
  return (
    <>
      <OfficeBar staff={staff} />
      {roleAllows(staff.role, needs) ? children(staff) : <Notice role="alert">{officeMessages.roleTooLow}</Notice>}
    </>
  );
}
