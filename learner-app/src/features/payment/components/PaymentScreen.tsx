import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  COURSE_TITLE,
  GST_STATES,
  PAYMENT_DESCRIPTION,
  BRAND_NAME,
  localizeMessage,
  validateBuyerTax,
  REFUND_POLICY,
} from '@ai-women/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, LoadingState, useIsClient, useReturnFocusWhenDone, useToast } from '@ai-women/ui-kit';
import { FormAlert, Select, TextField } from '@ai-women/ui-kit/forms';
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
  checkCoupon,
  createPaymentOrder,
  fetchOrderStatus,
  recordPayment,
  usePaymentMode,
  usePaymentOptions,
  useRecordPayment,
} from '../api/payment';
import { queryKeys } from '../../../lib/queryKeys';
import { BatchChoice, type BatchChoiceState } from './BatchChoice';
import { CHECKOUT_DISPLAY, loadCheckoutScript, type CheckoutSuccess } from '../lib/checkout';
import { priceFor, rupees, type AppliedCoupon } from '../lib/coupon';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
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

const CouponForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 12rem;
  }
  > button {
    margin-top: 1.75rem;
  }
`;

const AppliedCouponLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1.5px dashed ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.plum900};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Optional = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
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

/** What the page needs of a recorded payment: POST /payment's answer, or the paid order's record. */
type Settled = Pick<
  Awaited<ReturnType<typeof recordPayment>>,
  'payment' | 'student_name' | 'course_title' | 'placement'
>;

/** The order's own record when it is paid; null otherwise (or when it cannot be asked now). */
async function settledOrder(orderId: string): Promise<Settled | null> {
  try {
    const status = await fetchOrderStatus(orderId);
    return status.status === 'paid' && status.payment ? { ...status, payment: status.payment } : null;
  } catch {
    return null;
  }
}

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
  const mode = usePaymentMode();
  const record = useRecordPayment();
  const options = usePaymentOptions(userId);
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [tax, setTax] = useState({ state: '', businessName: '', gstin: '' });
  const [taxErrors, setTaxErrors] = useState<Record<string, string>>({});
  // Applying a code swaps its field for the applied coupon: focus moves to its Remove button, so a
  // keyboard user stays where she was rather than at the top of the page.
  const removeButton = useRef<HTMLButtonElement>(null);
  const [focusRemove, setFocusRemove] = useState(false);
  useEffect(() => {
    if (focusRemove && applied) {
      removeButton.current?.focus();
      setFocusRemove(false);
    }
  }, [focusRemove, applied]);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // The order whose payment may still arrive (checkout closed without an answer): asked about until
  // it is paid, so she moves on when her UPI app's approval reaches us by the provider's webhook.
  const [watching, setWatching] = useState<{ orderId: string; until: number } | null>(null);
  const lastOrder = useRef<{ orderId: string; expiresAt: string } | null>(null);
  const onSettled = useRef<(settled: Settled) => void>(() => undefined);
  // Closed without an answer (she may have approved in her UPI app, or closed it to pay again):
  // the order is asked about every 2 s until it is paid or its hold (and a grace for a late
  // approval) has passed. A new Pay press replaces the order watched.
  useEffect(() => {
    if (!watching) return undefined;
    let stopped = false;
    const check = () => {
      if (Date.now() > watching.until) {
        window.clearInterval(timer);
        setWatching(null);
        return;
      }
      void settledOrder(watching.orderId).then((settled) => {
        if (settled && !stopped) {
          stopped = true;
          window.clearInterval(timer);
          onSettled.current(settled);
        }
      });
    };
    // At once (an approval that arrived while the window was open), then every 2 s.
    const timer = window.setInterval(check, 2000);
    check();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [watching]);

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

  const apply = async () => {
    const typedCode = code.trim();
    if (!typedCode) {
      setCodeError(t('payment.couponEmpty'));
      return;
    }
    setChecking(true);
    setCodeError(null);
    try {
      // The server knows which codes exist: the page never holds a list of them.
      const found = await checkCoupon(typedCode);
      setApplied(found.coupon);
      setFocusRemove(true);
      setCode('');
      setError(null);
      toast.success(t('payment.applied', { name: found.coupon.coupon_name }));
    } catch (e) {
      setCodeError(
        e instanceof ApiError && e.status === 400 ? t('payment.couponUnknown') : t('payment.couponCheckFailed'),
      );
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setApplied(null);
    toast.success(t('payment.removed'));
  };

  /** Her payment is recorded (by this page's call, or by the provider's webhook first): on to /login. */
  const complete = (result: Settled) => {
    setWatching(null);
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
      userId,
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
    // /login says what happened (batch, first class, the PDF and the calendar file) and, when the
    // server confirms her session, that she is signed in; paid from a Hindi page, the Hindi login page.
    navigate(path('/login'));
  };

  onSettled.current = (settled) => {
    toast.success(t('payment.paidArrived'));
    complete(settled);
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
      complete(result);
    } catch (e) {
      // The provider's webhook may have recorded this payment a moment earlier: then it is done.
      const settled =
        e instanceof ApiError && e.status === 409 ? await settledOrder(response.razorpay_order_id) : null;
      if (settled) {
        toast.dismiss(first);
        toast.success(t('payment.recorded'));
        complete(settled);
        return;
      }
      fail();
      // The money may have moved all the same: the provider's webhook records it, and the page,
      // watching her order, moves on when it has.
      watchOrder();
    }
  };

  const closedWithoutAnswer = () => {
    release();
    watchOrder();
  };

  function watchOrder() {
    const order = lastOrder.current;
    if (!order) return;
    // Until her seat's hold ends, and a little after (a late approval, reconciliation).
    const holdEnds = new Date(order.expiresAt).getTime();
    const until = (Number.isFinite(holdEnds) ? holdEnds : Date.now() + 30 * 60_000) + 2 * 60_000;
    setWatching({ orderId: order.orderId, until });
  }

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    setWatching(null);
    if (mustChoose && chosen === null) {
      fail(t('payment.batch.choose'));
      return;
    }
    const wrong = validateBuyerTax(tax, { stateRequired: true });
    setTaxErrors(wrong);
    if (Object.keys(wrong).length > 0) {
      fail(t('payment.tax.fix'));
      return;
    }
    let order;
    try {
      order = await createPaymentOrder({
        userId,
        // No open batch with a seat: she pays to be placed in the next one (null, said above).
        batchId: mustChoose ? chosen : null,
        ...(applied ? { couponCode: applied.coupon_name } : {}),
        state: tax.state,
        ...(tax.gstin.trim() ? { businessName: tax.businessName.trim(), gstin: tax.gstin.trim() } : {}),
      });
    } catch (e) {
      const fields = e instanceof ApiError && e.status === 400 ? (e.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (fields) {
        // The server checked the same rules (it never trusts the page): its word is shown by the field.
        setTaxErrors(fields);
        fail(t('payment.tax.fix'));
        return;
      }
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
    lastOrder.current = { orderId: order.orderId, expiresAt: order.expiresAt };
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
        modal: { ondismiss: closedWithoutAnswer },
        config: CHECKOUT_DISPLAY,
      });
      checkout.on?.('payment.failed', () => fail());
      checkout.open();
    } catch {
      fail();
    }
  };

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
            <span>
              {t('payment.couponOff', { name: applied.coupon_name, percent: applied.discount_percent })}
            </span>
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
        <Muted data-testid="gst-included">{t('payment.gstIncluded')}</Muted>
        <Muted data-testid="refund-policy">
          {t('payment.refundPolicy', {
            full: REFUND_POLICY.find((s) => s.until === 'firstSession')!.percent,
            half: REFUND_POLICY.find((s) => s.until === 'endOfWeekOne')!.percent,
          })}
        </Muted>
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

      <Card title={t('payment.tax.title')} subtitle={t('payment.tax.subtitle')} headingLevel={2}>
        <Fields>
          <Select
            label={t('payment.tax.state')}
            placeholder={t('payment.tax.statePlaceholder')}
            required
            value={tax.state}
            onChange={(e) => setTax({ ...tax, state: e.target.value })}
            options={GST_STATES.map((st) => ({ value: st.code, label: `${language === 'hi' ? st.hi : st.name} (${st.code})` }))}
            error={taxErrors.state ? localizeMessage(taxErrors.state, language) : undefined}
            disabled={paying}
          />
          <Optional>
            <legend>{t('payment.tax.business')}</legend>
            <Muted>{t('payment.tax.businessHelp')}</Muted>
            <TextField
              label={t('payment.tax.businessName')}
              value={tax.businessName}
              onChange={(e) => setTax({ ...tax, businessName: e.target.value })}
              error={taxErrors.businessName ? localizeMessage(taxErrors.businessName, language) : undefined}
              autoComplete="organization"
              maxLength={200}
              disabled={paying}
            />
            <TextField
              label={t('payment.tax.gstin')}
              value={tax.gstin}
              onChange={(e) => setTax({ ...tax, gstin: e.target.value.toUpperCase() })}
              error={taxErrors.gstin ? localizeMessage(taxErrors.gstin, language) : undefined}
              helperText={t('payment.tax.gstinHelp')}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              disabled={paying}
            />
          </Optional>
        </Fields>
      </Card>

      <Card title={t('payment.coupons')} headingLevel={2}>
        {applied ? (
          <AppliedCouponLine data-testid="applied-coupon">
            <span>
              <strong>{applied.coupon_name}</strong> · {t('payment.percentOff', { percent: applied.discount_percent })}
            </span>
            <Button
              ref={removeButton}
              variant="ghost"
              size="sm"
              onClick={remove}
              disabled={paying}
              aria-label={t('payment.removeLabel', { name: applied.coupon_name })}
            >
              {t('payment.remove')}
            </Button>
          </AppliedCouponLine>
        ) : (
          <CouponForm
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            <TextField
              label={t('payment.couponCode')}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(null);
              }}
              error={codeError ?? undefined}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              disabled={paying}
            />
            <Button type="submit" variant="secondary" loading={checking} disabled={paying || checking}>
              {t('payment.apply')}
            </Button>
          </CouponForm>
        )}
      </Card>

      {error && <FormAlert role="alert">{error}</FormAlert>}
      {watching && !paying && (
        <Muted role="status" data-testid="payment-waiting">
          {t('payment.waiting')}
        </Muted>
      )}
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
