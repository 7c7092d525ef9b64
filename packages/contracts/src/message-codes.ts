/**
 * The server's message-code catalogue (core §8). Every answer carries one of these as `keyCode`,
 * and its text, in the request's language, as `message`.
 */
import { z } from 'zod';
import { type Language } from './constants.ts';

export const MESSAGE_CODES = [
  'USER_REGISTERED_SUCCESS',
  'USER_REGISTERED_ACTIVE',
  'LOGIN_SUCCESS',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DEACTIVE',
  'PROFILE_FETCHED',
  'LOGOUT_SUCCESS',
  'PROFILE_UPDATED',
  'AVATAR_UPDATED',
  'AVATAR_DELETED',
  'PASSWORD_UPDATED',
  'INVALID_CURRENT_PASSWORD',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'USER_ACTIVATED',
  'USER_DEACTIVATED',
  'USERS_FETCHED',
  'UNAUTHORIZED_ACCESS',
  'API_CONNECTION_SUCCESS',
  'ACCOUNT_DEACTIVE_ACTION_BLOCKED',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_VERIFICATION_SENT',
  'EMAIL_VERIFIED_SUCCESS',
  'EMAIL_VERIFICATION_FAILED',
  'PASSWORD_RESET_LINK_SENT',
  'PASSWORD_RESET_SUCCESS',
  'PASSWORD_RESET_FAILED',
  // Beyond the spec's catalogue: transport-level outcomes every client needs to tell apart.
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SUCCESS',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_AUTH_FAILED',
  'GOOGLE_EMAIL_NOT_VERIFIED',
] as const;

export const MessageCode = z.enum(MESSAGE_CODES);
export type MessageCode = z.infer<typeof MessageCode>;

type Catalogue = Record<MessageCode, string>;

const en: Catalogue = {
  USER_REGISTERED_SUCCESS: 'Your account has been created and is pending approval.',
  USER_REGISTERED_ACTIVE: 'Your account has been created. Welcome to Atelier!',
  LOGIN_SUCCESS: 'Signed in successfully.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  ACCOUNT_DEACTIVE: 'Your account is not active. Please contact the team to gain early access.',
  PROFILE_FETCHED: 'Profile loaded.',
  LOGOUT_SUCCESS: 'Signed out successfully.',
  PROFILE_UPDATED: 'Profile updated.',
  AVATAR_UPDATED: 'Profile photo updated.',
  AVATAR_DELETED: 'Profile photo removed.',
  PASSWORD_UPDATED: 'Password updated.',
  INVALID_CURRENT_PASSWORD: 'Current password is incorrect.',
  VALIDATION_ERROR: 'There are errors in the entered information.',
  SERVER_ERROR: 'Server error occurred.',
  USER_ACTIVATED: 'The user has been activated.',
  USER_DEACTIVATED: 'The user has been deactivated.',
  USERS_FETCHED: 'Users loaded.',
  UNAUTHORIZED_ACCESS: "You don't have permission to perform this action.",
  API_CONNECTION_SUCCESS: 'API connection successful.',
  ACCOUNT_DEACTIVE_ACTION_BLOCKED:
    'Your account is awaiting approval. You cannot create conversations until the team activates it.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before performing this action.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is already verified.',
  EMAIL_VERIFICATION_SENT: 'A new verification link has been sent to your email address.',
  EMAIL_VERIFIED_SUCCESS: 'Your email address has been verified.',
  EMAIL_VERIFICATION_FAILED: 'The verification link is invalid or has expired.',
  PASSWORD_RESET_LINK_SENT: 'If an account exists for that email, a password reset link has been sent.',
  PASSWORD_RESET_SUCCESS: 'Your password has been reset. You can now sign in.',
  PASSWORD_RESET_FAILED: 'The password reset link is invalid or has expired.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  NOT_FOUND: 'The requested resource was not found.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  MALFORMED_REQUEST: 'The request could not be read.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported.',
  SUCCESS: 'Done.',
  GOOGLE_NOT_CONFIGURED: 'Google sign-in is not enabled on this server.',
  GOOGLE_AUTH_FAILED: 'Google sign-in failed. Please try again.',
  GOOGLE_EMAIL_NOT_VERIFIED: 'Your Google account email is not verified.',
};

const tr: Catalogue = {
  USER_REGISTERED_SUCCESS: 'Hesabınız oluşturuldu ve onay bekliyor.',
  USER_REGISTERED_ACTIVE: "Hesabınız oluşturuldu. Atelier'e hoş geldiniz!",
  LOGIN_SUCCESS: 'Giriş başarılı.',
  INVALID_CREDENTIALS: 'Geçersiz e-posta veya şifre.',
  ACCOUNT_DEACTIVE: 'Hesabınız aktif değil. Erken erişim için lütfen ekiple iletişime geçin.',
  PROFILE_FETCHED: 'Profil yüklendi.',
  LOGOUT_SUCCESS: 'Çıkış yapıldı.',
  PROFILE_UPDATED: 'Profil güncellendi.',
  AVATAR_UPDATED: 'Profil fotoğrafı güncellendi.',
  AVATAR_DELETED: 'Profil fotoğrafı kaldırıldı.',
  PASSWORD_UPDATED: 'Şifre güncellendi.',
  INVALID_CURRENT_PASSWORD: 'Mevcut şifre yanlış.',
  VALIDATION_ERROR: 'Girilen bilgilerde hatalar var.',
  SERVER_ERROR: 'Sunucu hatası oluştu.',
  USER_ACTIVATED: 'Kullanıcı etkinleştirildi.',
  USER_DEACTIVATED: 'Kullanıcı devre dışı bırakıldı.',
  USERS_FETCHED: 'Kullanıcılar yüklendi.',
  UNAUTHORIZED_ACCESS: 'Bu işlemi yapma yetkiniz yok.',
  API_CONNECTION_SUCCESS: 'API bağlantısı başarılı.',
  ACCOUNT_DEACTIVE_ACTION_BLOCKED:
    'Hesabınız onay bekliyor. Ekip hesabınızı etkinleştirene kadar sohbet oluşturamazsınız.',
  EMAIL_NOT_VERIFIED: 'Bu işlemi yapmadan önce lütfen e-posta adresinizi doğrulayın.',
  EMAIL_ALREADY_VERIFIED: 'E-posta adresiniz zaten doğrulanmış.',
  EMAIL_VERIFICATION_SENT: 'E-posta adresinize yeni bir doğrulama bağlantısı gönderildi.',
  EMAIL_VERIFIED_SUCCESS: 'E-posta adresiniz doğrulandı.',
  EMAIL_VERIFICATION_FAILED: 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.',
  PASSWORD_RESET_LINK_SENT: 'Bu e-postaya ait bir hesap varsa şifre sıfırlama bağlantısı gönderildi.',
  PASSWORD_RESET_SUCCESS: 'Şifreniz sıfırlandı. Artık giriş yapabilirsiniz.',
  PASSWORD_RESET_FAILED: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
  UNAUTHENTICATED: 'Devam etmek için lütfen giriş yapın.',
  NOT_FOUND: 'İstenen kaynak bulunamadı.',
  TOO_MANY_REQUESTS: 'Çok fazla deneme. Lütfen biraz bekleyip tekrar deneyin.',
  MALFORMED_REQUEST: 'İstek okunamadı.',
  PAYLOAD_TOO_LARGE: 'İstek çok büyük.',
  UNSUPPORTED_MEDIA_TYPE: 'İsteğin içerik türü desteklenmiyor.',
  SUCCESS: 'Tamamlandı.',
  GOOGLE_NOT_CONFIGURED: 'Bu sunucuda Google ile giriş etkin değil.',
  GOOGLE_AUTH_FAILED: 'Google ile giriş başarısız oldu. Lütfen tekrar deneyin.',
  GOOGLE_EMAIL_NOT_VERIFIED: 'Google hesabınızın e-posta adresi doğrulanmamış.',
};

/** Texts per language; a language missing here falls back to English. */
export const MESSAGE_TEXTS: Partial<Record<Language, Catalogue>> & { en: Catalogue } = { en, tr };

export function messageText(code: MessageCode, language: Language): string {
  return (MESSAGE_TEXTS[language] ?? en)[code];
}
