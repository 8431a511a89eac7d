// /tutorprofilepage: the tutor's profile, its completion, and editing it under the profile's field
// rules, with the product's required messages.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CheckCircleIcon, useReturnFocusWhenDone } from '@ai-women/ui-kit';
import { TextField } from '@ai-women/ui-kit/forms';
import { LIMITS, TIMINGS_MS, profileRules, type ProfileValues } from '@ai-women/contracts';
import {
  getStoredTutor,
  ApiError,
  NetworkError,
  formatIndianPhone,
  formatMemberSince,
} from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { LoginPrompt, Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import { useTutorProfile, useUpdateProfile } from '../api/profileQueries';
import { useQuery } from '@tanstack/react-query';
import { documentsUploaded, fetchUploads } from '../../../lib/tutorApi';
import { tutorKeys } from '../../../lib/queryKeys';
import { profileCompletion, sanitizePhoneInput } from '../lib/profileCompletion';
import { Avatar } from '@ai-women/ui-kit/portal';

export const PROFILE_LOGIN_PROMPT = 'Please login to access your profile.';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const PROFILE_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const PROFILE_LOAD_FAILED =
  'We could not load your latest profile. Showing the details saved at login.';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.portalNarrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
const Who = styled.div`
  min-width: 0;
  flex: 1;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Unverified = styled.span`
  display: inline-flex;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
const Meter = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.plum100};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
const Active = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export function ProfileScreen() {
  const stored = getStoredTutor();
  const tutorId = stored?.tutor_id ?? null;
  const hasId = tutorId !== null && tutorId !== undefined && tutorId !== '';
  const profileQuery = useTutorProfile(hasId ? tutorId : null);
  const uploads = useQuery({
    queryKey: tutorKeys.uploads(tutorId ?? 0),
    queryFn: () => fetchUploads(tutorId!),
    enabled: hasId,
  });
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  // Editing a field hides its message until the next save; the phone keeps digits only.
  const form = useRulesForm<ProfileValues>({
    rules: profileRules,
    defaultValues: { name: '', phone_number: '' },
    afterEdit: 'clear',
    keystroke: (field, typed) =>
      field === 'phone_number' ? { value: sanitizePhoneInput(typed), error: undefined } : undefined,
  });
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // Edit Profile and Cancel are one button that changes its label, so focus stays on it. Save is
  // disabled while it runs and then removed, which drops keyboard focus to <body>: a save that
  // succeeds focuses Edit Profile, one that fails focuses Save again.
  useReturnFocusWhenDone(editing, editButton);
  useReturnFocusWhenDone(update.isPending, saveButton);

  // The success message disappears after 3 seconds: it confirms the save and then gets out of the way.
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const t = setTimeout(() => setMessage(null), TIMINGS_MS.profileSuccessHide);
    return () => clearTimeout(t);
  }, [message]);

  if (!hasId) return <LoginPrompt>{PROFILE_LOGIN_PROMPT}</LoginPrompt>;

  const header = (
    <PageHeader>
      <div>
        <h1>My Profile</h1>
        <p>How students and our team reach you.</p>
      </div>
    </PageHeader>
  );
  if (profileQuery.isPending) {
    return (
      <>
        {header}
        <Loading>Loading your profile...</Loading>
      </>
    );
  }

  const profile = profileQuery.data ?? {
    tutor_id: Number(tutorId),
    name: stored?.name ?? '',
    email: stored?.email ?? '',
    phone_number: stored?.phone_number ?? '',
    created_at: stored?.created_at ?? '',
  };
  const name = profile.name?.trim() || 'Tutor';
  const completion = profileCompletion(profile);
  // "Verified" only once the school approved her documents (her dashboard says when they are missing).
  const verified = documentsUploaded(uploads.data) && uploads.data?.review_status === 'approved';

  const startEdit = () => {
    form.reset({ name: profile.name ?? '', phone_number: sanitizePhoneInput(profile.phone_number ?? '') });
    setMessage(null);
    setEditing(true);
  };
  const saveProfile = async (values: ProfileValues) => {
    setMessage(null);
    try {
      await update.mutateAsync({ tutorId, ...values });
      setEditing(false);
      setMessage({ tone: 'success', text: PROFILE_UPDATED });
    } catch (error) {
      if (error instanceof NetworkError) setMessage({ tone: 'danger', text: PROFILE_NETWORK_ERROR });
      else
        setMessage({
          tone: 'danger',
          text: (error instanceof ApiError && error.serverMessage) || PROFILE_UPDATE_FAILED,
        });
    }
  };

  const save = form.submit(saveProfile);

  return (
    <>
      {header}
      {profileQuery.isError && (
        <Notice
          tone="info"
          action={
            <RetryButton onRetry={() => void profileQuery.refetch()} retrying={profileQuery.isFetching} />
          }
        >
          {PROFILE_LOAD_FAILED}
        </Notice>
      )}
      {message && (
        <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      <Layout>
        <Card
          title="Personal details"
          headingLevel={2}
          actions={
            editing ? (
              <Button variant="ghost" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
            ) : (
              <Button ref={editButton} variant="secondary" onClick={startEdit}>
                Edit Profile
              </Button>
            )
          }
        >
          <Identity>
            <Avatar name={name} size="xl" decorative />
            <Who>
              <p>{name}</p>
              {verified ? (
                <Verified>
                  <CheckCircleIcon aria-hidden="true" /> Verified Tutor
                </Verified>
              ) : (
                <Unverified data-testid="not-verified">
                  {uploads.data ? 'Documents under review' : 'Documents not uploaded yet'}
                </Unverified>
              )}
            </Who>
          </Identity>
          {editing ? (
            <FormGrid noValidate onSubmit={(event) => void save(event)} aria-label="Edit profile">
              <TextField
                label="Name"
                autoComplete="name"
                required
                maxLength={LIMITS.profileNameMax}
                {...form.field('name')}
              />
              <TextField
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                required
                {...form.field('phone_number')}
                helperText="10-digit Indian mobile number"
              />
              <TextField
                label="Email"
                name="email"
                value={profile.email}
                readOnly
                helperText="Email cannot be changed"
              />
              <Actions>
                <Button ref={saveButton} type="submit" loading={update.isPending} disabled={update.isPending}>
                  {update.isPending ? 'Saving…' : 'Save Changes'}
                </Button>
              </Actions>
            </FormGrid>
          ) : (
            <Facts>
              <div>
                <dt>Name</dt>
                <dd>{profile.name || '—'}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{formatIndianPhone(profile.phone_number)}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{profile.email || '—'}</dd>
              </div>
              <div>
                <dt>Member Since</dt>
                <dd>{formatMemberSince(profile.created_at)}</dd>
              </div>
              <div>
                <dt>Tutor ID</dt>
                <dd>{profile.tutor_id ?? String(tutorId)}</dd>
              </div>
            </Facts>
          )}
        </Card>
        <Card title="Account Information" headingLevel={2}>
          <Facts>
            <div>
              <dt>Status</dt>
              <dd>
                <Active>Active</Active>
              </dd>
            </div>
            <div>
              <dt id="completion-label">Profile Completion</dt>
              <dd>
                {completion}%
                <Meter
                  role="progressbar"
                  aria-labelledby="completion-label"
                  aria-valuenow={completion}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <span style={{ width: `${completion}%` }} />
                </Meter>
              </dd>
            </div>
          </Facts>
        </Card>
      </Layout>
    </>
  );
}
