/** Accounts: sign-in, registration, profile, password, verification, reset, Google, admin. */
import { z } from 'zod';
import { DEFINITIONS, PASSWORD_MIN, STRING_MAX } from './constants.ts';
import { Envelope, PageQuery, Timestamp, paginated } from './common.ts';
import { idParam } from './ids.ts';
import { singleLineRule, text } from './text.ts';

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const Definition = z.enum(DEFINITIONS);

export const User = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  email_verified_at: Timestamp.nullable(),
  /** Absolute URL of the photo, or null. */
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  /** 0: pending approval or disabled; 1: active. */
  status: z.number().int(),
  role: Role,
  googleConnected: z.boolean(),
  githubConnected: z.boolean(),
  linkedinConnected: z.boolean(),
  twitterConnected: z.boolean(),
  definition: Definition.nullable(),
  created_at: Timestamp,
});
export type User = z.infer<typeof User>;

const email = z.email().max(STRING_MAX).check(singleLineRule);
const password = text().min(PASSWORD_MIN).max(STRING_MAX);

export const LoginRequest = z.object({
  email: text().min(1).max(STRING_MAX),
  password: text().min(1).max(STRING_MAX),
  device_name: text().max(STRING_MAX).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const AuthResponse = Envelope.extend({ token: z.string(), user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const RegisterRequest = z
  .object({
    email,
    password,
    password_confirmation: text().max(STRING_MAX).optional(),
    device_name: text().max(STRING_MAX).optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password_confirmation === v.password, {
    path: ['password'],
    params: { rule: 'confirmed' },
  });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Registration signs the user in, so token and user are always present here. */
export const RegisterResponse = AuthResponse;
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ProfileResponse = Envelope.extend({ user: User });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

const optionalText = text().max(STRING_MAX).nullable().optional();

export const UpdateProfileRequest = z.object({
  name: optionalText,
  lastname: optionalText,
  phone: text().max(32).nullable().optional(),
  /** May span lines. */
  address: text({ multiline: true }).max(STRING_MAX).nullable().optional(),
  city: optionalText,
  job_title: optionalText,
  company: optionalText,
  definition: Definition.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const UpdateProfileResponse = Envelope.extend({ data: User });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const AvatarResponse = Envelope.extend({ data: z.object({ avatar: z.string().nullable() }) });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

export const ChangePasswordRequest = z
  .object({
    current_password: text().max(STRING_MAX).optional(),
    new_password: password,
    new_password_confirmation: text().max(STRING_MAX),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    params: { rule: 'confirmed', attribute: 'new_password' },
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ForgotPasswordRequest = z.object({ email: text().min(1).max(STRING_MAX) });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z
  .object({
    email,
    token: text().min(1).max(STRING_MAX),
    password,
    password_confirmation: text().max(STRING_MAX),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password'],
    params: { rule: 'confirmed' },
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Any bad value is answered EMAIL_VERIFICATION_FAILED (core §8), so both stay text here; see parseId. */
export const VerifyEmailParams = z.object({ id: text(), hash: text() });
export type VerifyEmailParams = z.infer<typeof VerifyEmailParams>;

export const GoogleUrlResponse = Envelope.extend({ url: z.url() });
export type GoogleUrlResponse = z.infer<typeof GoogleUrlResponse>;
export const GoogleCallbackQuery = z.object({
  code: text().min(1),
  state: text().optional(),
  redirect_uri: text().optional(),
});
export type GoogleCallbackQuery = z.infer<typeof GoogleCallbackQuery>;
export const GoogleOneTapRequest = z.object({ credential: text().min(1) });
export type GoogleOneTapRequest = z.infer<typeof GoogleOneTapRequest>;
export const GoogleAccessTokenRequest = z.object({ access_token: text().min(1) });
export type GoogleAccessTokenRequest = z.infer<typeof GoogleAccessTokenRequest>;

/** What the web needs to know before drawing the sign-in screens. */
export const AuthProvidersResponse = Envelope.extend({
  data: z.object({ google: z.object({ enabled: z.boolean(), client_id: z.string().nullable() }) }),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

export const AdminUsersQuery = PageQuery.extend({
  search: text().max(STRING_MAX).optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;
export const AdminUsersResponse = Envelope.extend({ data: paginated(User) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;
export const AdminUserParams = z.object({ id: idParam() });
export const AdminUserResponse = Envelope.extend({ data: User });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;
