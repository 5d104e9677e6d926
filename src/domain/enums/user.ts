// Enumerations of docs/product.md §3 (no TypeScript `enum`), declared as ./enumeration.ts says. A user's site roles.
import { codesOf, labelsOf, type CodeOf } from './enumeration';

const role = { User: 1, Employer: 2, Admin: 3, Premium: 4 } as const;
export const Role = codesOf(role),
  roleLabels = labelsOf(role);
export type Role = CodeOf<typeof Role>;
export type RoleName = keyof typeof Role;
const roleNames = Object.keys(Role) as RoleName[];

/** Name of a numeric role code; undefined for an unknown code. */
export function roleName(code: number): RoleName | undefined {
  return roleNames.find((name) => Role[name] === code);
}

/** Numeric code of a role name (case-insensitive); undefined for an unknown name. */
export function roleCode(name: string): Role | undefined {
  const found = roleNames.find((n) => n.toLowerCase() === name.trim().toLowerCase());
  return found === undefined ? undefined : Role[found];
}
