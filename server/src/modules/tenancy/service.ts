import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { applications, clients, clientUserRoles, clientUsers, rolePermissions, roles, users } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { assertPasswordStrength, hashPassword, normalizeEmail } from '../auth/index.js';
import type { Access } from './access.js';
import { ANY_MEMBER } from './access-rules.js';

export interface TenancyDeps {
  db: Database;
  access: Access;
}

const codeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Use 2 to 40 lower-case letters, digits or dashes, starting with a letter or digit.');
const nameSchema = z.string().trim().min(1, 'Required').max(200);
const clientInputSchema = z.object({ code: codeSchema, name: nameSchema });
const clientUserInputSchema = z.object({
  emailAddress: z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.')),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  password: z.string().nullish(),
  roles: z.array(z.string()),
});

async function attachApplications<T extends { id: string }>(db: Database, clientRows: T[]) {
  if (clientRows.length === 0) return [];
  const applicationRows = await db
    .select()
    .from(applications)
    .where(
      inArray(
        applications.clientId,
        clientRows.map((client) => client.id),
      ),
    )
    .orderBy(asc(applications.name));
  return clientRows.map((client) => ({
    ...client,
    applications: applicationRows.filter((application) => application.clientId === client.id),
  }));
}

export async function findMyPermissions(deps: TenancyDeps, clientCode: string) {
  const scope = await deps.access.require(ANY_MEMBER, { clientCode });
  return [...scope.permissions];
}

export async function findClientUsers(deps: TenancyDeps, clientCode: string) {
  const scope = await deps.access.require('creative:access', { clientCode });
  const clientIds = [scope.clientId];
  if ((await deps.access.getViewer())?.isPlatformStaff && !scope.isInternal) {
    const internal = await deps.db.select({ id: clients.id }).from(clients).where(eq(clients.isInternal, true));
    clientIds.push(...internal.map((client) => client.id));
  }
  return loadClientUsers(deps.db, clientIds, scope.clientId);
}

async function loadClientUsers(db: Database, clientIds: string[], homeClientId: string, emailAddress?: string) {
  const rows = await db
    .select({
      userId: users.id,
      clientId: clientUsers.clientId,
      emailAddress: users.emailAddress,
      firstName: users.firstName,
      lastName: users.lastName,
      lastLoginDate: users.lastLoginDate,
      status: clientUsers.status,
    })
    .from(clientUsers)
    .innerJoin(users, eq(users.id, clientUsers.userId))
    .where(and(inArray(clientUsers.clientId, clientIds), emailAddress ? sql`lower(${users.emailAddress}) = ${emailAddress}` : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.emailAddress));
  if (rows.length === 0) return [];
  const roleRows = await db
    .select({ userId: clientUserRoles.userId, clientId: clientUserRoles.clientId, code: roles.code, name: roles.name })
    .from(clientUserRoles)
    .innerJoin(roles, eq(roles.code, clientUserRoles.roleCode))
    .where(
      and(
        inArray(clientUserRoles.clientId, clientIds),
        inArray(
          clientUserRoles.userId,
          rows.map((row) => row.userId),
        ),
      ),
    );
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      // A user in both the client and the internal client is listed once, as the client's user.
      if (seen.has(row.userId)) return false;
      seen.add(row.userId);
      return true;
    })
    .map((row) => ({
      ...row,
      isInternal: row.clientId !== homeClientId,
      roles: roleRows
        .filter((role) => role.userId === row.userId && role.clientId === row.clientId)
        .map(({ code, name }) => ({ code, name })),
    }));
}

export async function findAllClients(deps: TenancyDeps) {
  await deps.access.requireStaff();
  const rows = await deps.db.select({ id: clients.id, code: clients.code, name: clients.name }).from(clients).orderBy(asc(clients.code));
  return attachApplications(deps.db, rows);
}

export async function findRoles(deps: TenancyDeps) {
  await deps.access.requireViewer();
  const roleRows = await deps.db.select().from(roles).orderBy(asc(roles.code));
  const permissionRows = await deps.db.select().from(rolePermissions);
  return roleRows.map((role) => ({
    ...role,
    permissions: permissionRows.filter((row) => row.roleCode === role.code).map((row) => row.permission),
  }));
}

export async function createClient(deps: TenancyDeps, input: { code: string; name: string }) {
  await deps.access.requireStaff();
  const value = parseInput(clientInputSchema, input);
  const [existing] = await deps.db.select({ id: clients.id }).from(clients).where(eq(clients.code, value.code));
  if (existing) throw conflict(`A client with code '${value.code}' already exists.`);
  const [client] = await deps.db.insert(clients).values(value).returning();
  return { ...client!, applications: [] };
}

export async function createApplication(deps: TenancyDeps, clientCode: string, input: { code: string; name: string }) {
  await deps.access.requireStaff();
  const client = await findClientByCode(deps.db, clientCode);
  const value = parseInput(clientInputSchema, input);
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.clientId, client.id), eq(applications.code, value.code)));
    if (existing) throw conflict(`An application with code '${value.code}' already exists in this client.`);
    const [application] = await tx
      .insert(applications)
      .values({ clientId: client.id, ...value })
      .returning();
    return application!;
  });
}

async function findClientByCode(db: Database, clientCode: string) {
  const [client] = await db.select().from(clients).where(eq(clients.code, clientCode));
  if (!client) throw notFound('Client not found');
  return client;
}

async function assertRolesExist(db: Database, roleCodes: string[]) {
  if (roleCodes.length === 0) return;
  const found = await db.select({ code: roles.code }).from(roles).where(inArray(roles.code, roleCodes));
  const missing = roleCodes.filter((code) => !found.some((role) => role.code === code));
  if (missing.length > 0) {
    const message = `Unknown role: ${missing.join(', ')}.`;
    throw badInput(message, [{ field: 'roles', message }]);
  }
}

export async function createClientUser(
  deps: TenancyDeps,
  clientCode: string,
  input: { emailAddress: string; firstName: string; lastName: string; password?: string | null; roles: string[] },
) {
  await deps.access.requireStaff();
  const client = await findClientByCode(deps.db, clientCode);
  const value = parseInput(clientUserInputSchema, input);
  const roleCodes = [...new Set(value.roles)];
  await assertRolesExist(deps.db, roleCodes);
  const [existingUser] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${value.emailAddress}`);
  if (!existingUser) {
    await assertPasswordStrength(value.password ?? '', { personal: [value.emailAddress, value.firstName, value.lastName] });
  }
  const passwordHash = existingUser ? null : await hashPassword(value.password!);

  await deps.db.transaction(async (tx) => {
    let userId = existingUser?.id;
    if (!userId) {
      const [created] = await tx
        .insert(users)
        .values({ emailAddress: value.emailAddress, firstName: value.firstName, lastName: value.lastName, passwordHash })
        .returning({ id: users.id });
      userId = created!.id;
    } else {
      const [membership] = await tx
        .select()
        .from(clientUsers)
        .where(and(eq(clientUsers.clientId, client.id), eq(clientUsers.userId, userId)));
      if (membership) throw conflict(`${value.emailAddress} is already a user of this client.`);
    }
    await tx.insert(clientUsers).values({ clientId: client.id, userId });
    if (roleCodes.length > 0) {
      await tx.insert(clientUserRoles).values(roleCodes.map((roleCode) => ({ clientId: client.id, userId, roleCode })));
    }
  });
  return findClientUser(deps.db, client.id, value.emailAddress);
}

async function findClientUser(db: Database, clientId: string, emailAddress: string) {
  const [user] = await loadClientUsers(db, [clientId], clientId, normalizeEmail(emailAddress));
  if (!user) throw notFound('User not found in this client');
  return user;
}

export async function updateClientUser(
  deps: TenancyDeps,
  clientCode: string,
  emailAddress: string,
  input: { firstName?: string | null; lastName?: string | null },
) {
  await deps.access.requireStaff();
  const client = await findClientByCode(deps.db, clientCode);
  const user = await findClientUser(deps.db, client.id, emailAddress);
  const changes: { firstName?: string; lastName?: string; updatedAt: Date } = { updatedAt: new Date() };
  if (input.firstName != null) changes.firstName = input.firstName.trim();
  if (input.lastName != null) changes.lastName = input.lastName.trim();
  await deps.db.update(users).set(changes).where(eq(users.id, user.userId));
  return findClientUser(deps.db, client.id, emailAddress);
}

export async function setClientUserRoles(deps: TenancyDeps, clientCode: string, emailAddress: string, roleCodes: string[]) {
  await deps.access.requireStaff();
  const client = await findClientByCode(deps.db, clientCode);
  const user = await findClientUser(deps.db, client.id, emailAddress);
  const unique = [...new Set(roleCodes)];
  await assertRolesExist(deps.db, unique);
  await deps.db.transaction(async (tx) => {
    await tx.delete(clientUserRoles).where(and(eq(clientUserRoles.clientId, client.id), eq(clientUserRoles.userId, user.userId)));
    if (unique.length > 0) {
      await tx.insert(clientUserRoles).values(unique.map((roleCode) => ({ clientId: client.id, userId: user.userId, roleCode })));
    }
  });
  return findClientUser(deps.db, client.id, emailAddress);
}

export async function setClientUserStatus(deps: TenancyDeps, clientCode: string, emailAddress: string, status: 'active' | 'inactive') {
  await deps.access.requireStaff();
  const client = await findClientByCode(deps.db, clientCode);
  const user = await findClientUser(deps.db, client.id, emailAddress);
  await deps.db
    .update(clientUsers)
    .set({ status })
    .where(and(eq(clientUsers.clientId, client.id), eq(clientUsers.userId, user.userId)));
  return findClientUser(deps.db, client.id, emailAddress);
}
