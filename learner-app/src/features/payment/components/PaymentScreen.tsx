import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { COURSE_TITLE, PAYMENT_DESCRIPTION, BRAND_NAME, localizeMessage } from '@ai-women/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, LoadingState, useIsClient, useReturnFocusWhenDone, useToast } from '@ai-women/ui-kit';
import { FormAlert } from '@ai-women/ui-kit/forms';
import {
  ApiError,
  clearPendingPaymentUserId,
  getPendingPaymentUserId,
  getStoredUser,
  useSessionRestore,
  markPaid,
  markStoredUserPaid,
  setLastPayment,
  setPendingPaymentUserId,
} from '@ai-women/web-core';
import {
  createPaymentOrder,
  useCoupons,
  usePaymentMode,
  usePaymentOptions,
  useRecordPayment,
} from '../api/payment';
import { queryKeys } from '../../../lib/queryKeys';
import { BatchChoice, type BatchChoiceState } from './BatchChoice';
import { loadCheckoutScript, type CheckoutSuccess } from '../lib/checkout';
import { priceFor, rupees, type AppliedCoupon } from '../lib/coupon';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import { signedInAfterPayment } from '../lib/afterPayment';
import paymentTexts from '../../../i18n/en/payment.json';

englishTexts({ payment: paymentTexts });

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const PriceRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Total = styled(PriceRow)`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.plum900};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Saving = styled(PriceRow)`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const CouponList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const CouponItem = styled.li<{ $applied: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1.5px dashed
    ${({ theme, $applied }) => ($applied ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $applied }) => ($applied ? theme.colors.successBg : theme.colors.surface)};
`;

const CouponName = styled.span`
  display: flex;
  flex-direction: column;
  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 600;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.plum900};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Strike = styled.s`
  margin-right: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const TestModeBanner = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1.5px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.plum900};
  strong {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.warning};
    color: #fff;
    letter-spacing: 0.08em;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface PaymentLocationState {
  userId?: number | string;
}

/** Registration hands the userId over in navigation state and in session storage (for a reload). */
function usePayingUserId(): string | null {
  const location = useLocation();
  const fromState = (location.state as PaymentLocationState | null)?.userId;
  if (fromState !== undefined && fromState !== null && String(fromState) !== '') {
    if (getPendingPaymentUserId() !== String(fromState)) setPendingPaymentUserId(fromState);
    return String(fromState);
  }
  const pending = getPendingPaymentUserId();
  if (pending) return pending;
  const stored = getStoredUser();
  return stored?.id !== undefined ? String(stored.id) : null;
}

export function PaymentScreen() {
  const navigate = useNavigate();
  const { t, language, path } = useT();
  const toast = useToast();
  const userId = usePayingUserId();
  const coupons = useCoupons();
  const mode = usePaymentMode();
  const record = useRecordPayment();
  const options = usePaymentOptions(userId);
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const payButton = useRef<HTMLButtonElement>(null);
  const price = priceFor(applied);
  // When the checkout closes without a payment (dismissed, failed), focus returns to Pay.
  useReturnFocusWhenDone(paying, payButton);
  const batches = options.data?.batches ?? [];
  // With an open batch that has a seat she chooses one; otherwise she pays to join the next one.
  const mustChoose = batches.some((b) => b.seats_left > 0);
  // The soonest batch with a seat is chosen for her until she picks another; after a batch filled
  // up under her, nothing is chosen again until she picks one herself.
  const [suggest, setSuggest] = useState(true);
  const chosen = batchId ?? (suggest ? (batches.find((b) => b.seats_left > 0)?.batch_id ?? null) : null);
  const courseTitle = options.data?.course?.title ?? COURSE_TITLE;
  const choice: BatchChoiceState = options.isPending
    ? { status: 'loading' }
    : options.isError
      ? { status: 'error', retry: () => void options.refetch(), retrying: options.isFetching }
      : { status: 'ready', batches };

  const release = () => {
    inFlight.current = false;
    setPaying(false);
  };

  const fail = (message: string = t('payment.failed')) => {
    setError(message);
    release();
  };

  // Who is paying lives in this tab's session storage: the server (and hydration) cannot know it.
  // A tab that stores nobody (reopened, a new tab) asks the server first: her session knows her.
  const isClient = useIsClient();
  const restored = useSessionRestore(() => userId !== null);
  if (!isClient || !restored) return <LoadingState text={t('payment.loadingRegistration')} />;

  if (!userId) {
    return (
      <Card title={t('payment.noRegistrationTitle')} headingLevel={2}>
        <p>
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="payment.noRegistration"
            components={[<Link key="register" to={path('/register')} />, <Link key="login" to={path('/login')} />]}
          />
        </p>
      </Card>
    );
  }

  const apply = (coupon: AppliedCoupon) => {
    setApplied(coupon);
    setError(null);
    toast.success(t('payment.applied', { name: coupon.coupon_name }));
  };

  const remove = () => {
    setApplied(null);
    toast.success(t('payment.removed'));
  };

  const onPaid = async (response: CheckoutSuccess) => {
    // One toast at a time: the second message replaces the first rather than stacking on it.
    const first = toast.success(t('payment.successful', { id: response.razorpay_payment_id }));
    try {
      const result = await record.mutateAsync({
        transactionId: response.razorpay_payment_id,
        userId,
        orderId: response.razorpay_order_id,
        signature: response.razorpay_signature,
        paymentStatus: 'completed',
      });
      toast.dismiss(first);
      toast.success(result?.message ? localizeMessage(result.message, language) : t('payment.recorded'));
      const placement = result?.placement ?? null;
      const paid = {
        transactionId: result.payment.transactionId,
        amount: result.payment.amount,
        paidAt: result.payment.paidAt,
        courseTitle: result.course_title,
        batch: placement
          ? {
              name: placement.batch_name,
              timing: placement.timing,
              firstClassDate: placement.first_class_date,
            }
          : null,
      };
      // /login says what happened (batch, first class) and offers the PDF and the calendar file.
      setLastPayment({
        name: result.student_name,
        courseTitle: result.course_title,
        payment: paid,
        placement: placement
          ? {
              batchName: placement.batch_name,
              timing: placement.timing,
              firstClassDate: placement.first_class_date,
              movedFrom: placement.moved_from,
            }
          : null,
      });
      markPaid();
      markStoredUserPaid(paid);
      clearPendingPaymentUserId();
      // Her session (started at registration) is confirmed by the server: she lands on her
      // dashboard signed in. Without one she signs in, on the Hindi login page if she paid in Hindi.
      if (await signedInAfterPayment(userId)) navigate('/dashboard');
      else navigate(path('/login'));
    } catch {
      fail();
    }
  };

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    if (mustChoose && chosen === null) {
      fail(t('payment.batch.choose'));
      return;
    }
    let order;
    try {
      order = await createPaymentOrder({
        userId,
        // No open batch with a seat: she pays to be placed in the next one (null, said above).
        batchId: mustChoose ? chosen : null,
        ...(applied ? { couponId: applied.coupon_id } : {}),
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        // The batch filled up (another tab, another student): the choice again, with fresh seats.
        setBatchId(null);
        setSuggest(false);
        void queryClient.invalidateQueries({ queryKey: queryKeys.paymentOptions(userId) });
      }
      fail(
        e instanceof ApiError && e.status === 409 && e.serverMessage
          ? localizeMessage(e.serverMessage, language)
          : t('payment.failed'),
      );
      return;
    }
    let Checkout;
    try {
      Checkout = await loadCheckoutScript(order.checkoutScriptUrl);
    } catch {
      fail(t('payment.scriptNotLoaded'));
      return;
    }
    const user = getStoredUser();
    try {
      const checkout = new Checkout({
        key: order.keyId,
        amount: order.amount,
        currency: 'INR',
        order_id: order.orderId,
        name: BRAND_NAME,
        description: PAYMENT_DESCRIPTION,
        prefill: user ? { name: user.fullname || user.name, email: user.email } : {},
        theme: { color: '#6a2c80' },
        handler: (response) => void onPaid(response),
        modal: { ondismiss: release },
      });
      checkout.on?.('payment.failed', () => fail());
      checkout.open();
    } catch {
      fail();
    }
  };

  const couponList = coupons.data ?? [];

  return (
    <Layout>
      <title>{t('payment.title')}</title>
      <meta name="description" content={t('payment.description')} />
      {mode.data?.testMode && (
        <TestModeBanner data-testid="test-mode">
          <strong>{t('payment.testMode')}</strong>
          <span>{t('payment.testModeText')}</span>
        </TestModeBanner>
      )}
      <Card title={courseTitle} subtitle={t('payment.subtitle')} headingLevel={2}>
        <PriceRow>
          <span>{t('payment.fee')}</span>
          <span data-testid="list-price">{rupees(price.basePaise)}</span>
        </PriceRow>
        {applied && (
          <Saving>
            <span>{t('payment.couponOff', { name: applied.coupon_name, percent: applied.discount_percent })}</span>
            <span data-testid="saving">{t('payment.youSave', { amount: rupees(price.savingPaise) })}</span>
          </Saving>
        )}
        <Total>
          <span>{t('payment.toPay')}</span>
          <span data-testid="price" aria-live="polite">
            {applied && <Strike>{rupees(price.basePaise)}</Strike>}
            {rupees(price.pricePaise)}
          </span>
        </Total>
      </Card>

      <Card title={t('payment.yourBatch')} headingLevel={2}>
        <BatchChoice
          state={choice}
          value={chosen}
          onChange={(id) => {
            setBatchId(id);
            setError(null);
          }}
          disabled={paying}
        />
      </Card>

      <Card title={t('payment.coupons')} headingLevel={2}>
        {coupons.isPending && <Muted role="status">{t('payment.loadingCoupons')}</Muted>}
        {coupons.isError && (
          <Muted role="status">{t('payment.couponsFailed')}</Muted>
        )}
        {coupons.isSuccess && couponList.length === 0 && <Muted>{t('payment.noCoupons')}</Muted>}
        {couponList.length > 0 && (
          <CouponList aria-label={t('payment.availableCoupons')}>
            {couponList.map((coupon) => {
              const isApplied = applied?.coupon_id === coupon.coupon_id;
              return (
                <CouponItem key={coupon.coupon_id} $applied={isApplied}>
                  <CouponName>
                    <strong>{coupon.coupon_name}</strong>
                    <span>{t('payment.percentOff', { percent: coupon.discount_percent })}</span>
                  </CouponName>
                  {isApplied ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={remove}
                      disabled={paying}
                      aria-label={t('payment.removeLabel', { name: coupon.coupon_name })}
                    >
                      {t('payment.remove')}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => apply(coupon)}
                      disabled={paying}
                      aria-label={t('payment.applyLabel', { name: coupon.coupon_name })}
                    >
                      {t('payment.apply')}
                    </Button>
                  )}
                </CouponItem>
              );
            })}
          </CouponList>
        )}
      </Card>

      {error && <FormAlert role="alert">{error}</FormAlert>}
      <Button
        ref={payButton}
        size="lg"
        fullWidth
        onClick={() => void pay()}
        loading={paying}
        disabled={paying || options.isPending || options.isError}
      >
        {paying ? t('payment.processing') : t('payment.pay', { amount: rupees(price.pricePaise) })}
      </Button>
      <Muted>{t('payment.secure')}</Muted>
    </Layout>
  );
}
