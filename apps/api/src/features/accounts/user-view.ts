import { DEFINITIONS, type User } from '@atelier/contracts';
import type { User as UserRow } from '@atelier/db';

export function avatarUrl(appUrl: string, file: string | null): string | null {
  return file ? `${appUrl}/storage/avatars/${file}` : null;
}

export function toUser(row: UserRow, appUrl: string): User {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    avatar: avatarUrl(appUrl, row.avatar),
    phone: row.phone,
    address: row.address,
    city: row.city,
    job_title: row.jobTitle,
    company: row.company,
    status: row.status,
    role: row.role,
    googleConnected: row.googleConnected,
    githubConnected: row.githubConnected,
    linkedinConnected: row.linkedinConnected,
    twitterConnected: row.twitterConnected,
    definition: (DEFINITIONS as readonly string[]).includes(row.definition ?? '')
      ? (row.definition as User['definition'])
      : null,
    created_at: row.createdAt.toISOString(),
  };
}
