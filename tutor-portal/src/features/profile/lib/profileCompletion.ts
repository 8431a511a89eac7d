// Profile Completion: 100% when name, email and phone all exist, else 75%.
export function profileCompletion(profile: {
  name?: string | null;
  email?: string | null;
  phone_number?: string | null;
}): number {
  return profile.name?.trim() && profile.email?.trim() && profile.phone_number?.trim() ? 100 : 75;
}

/** The phone input accepts digits only, at most 10: an Indian mobile number without its prefix. */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}
