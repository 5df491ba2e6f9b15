import type { Order, OrderListTab } from '@pizza/shared';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClasses } from '../../../components/ui/button';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { paths } from '../../../config/paths';
import { useEndSessionOnRejectedToken } from '../../../lib/session/use-end-staff-session-on-rejection';
import { WebhooksAlert } from '../../integrations';
import { useCan } from '../../staff';
import { useActiveOrders } from '../api/get-active-orders';
import { useFinishedOrders } from '../api/get-finished-orders';
import { useBoardMenu } from '../api/menu-availability';
import { useBoardLiveUpdates } from '../hooks/use-board-live-updates';
import { splitAwaitingRelease, useNewOrderAlerts } from '../hooks/use-new-order-alerts';
import { unacceptedFirst } from '../order-sort';
import { TicketPrinter } from '../print/ticket-printer';
import { useOpenOrderFromPush } from '../pwa/use-open-order';
import { BoardTabs, TabPanel } from './board-tabs';
import { ClosedBanner } from './closed-banner';
import { MenuAvailabilityPanel } from './menu-tab/menu-availability-panel';
import { soldOutCount } from './menu-tab/products';
import { NotificationsControl } from './notifications-control';
import { OrderList } from './order-list';
import { ScheduledList } from './scheduled-list';
import { SettingsPanel } from './settings/settings-panel';
import { SoundLockedBanner } from './sound-locked-banner';

/**
 * The staff orders board (docs/product/board.md): Placed (every active order), Delivered and
 * Cancelled, each refreshed every 10 s and updated live in between (with an indicator saying
 * whether live updates flow), and the Menu tab where dishes are marked sold out; new
 * orders ring once 'Enable Notifications' was used (and after a reload, once the page was tapped).
 */
export function OrdersBoard() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [tab, setTab] = useState<OrderListTab | 'menu' | 'settings'>('placed');
  const active = useActiveOrders();
  const delivered = useFinishedOrders('delivered');
  const cancelled = useFinishedOrders('cancelled');
  const menu = useBoardMenu();
  // What the member's role may touch (docs/product/screens.md#staff-navigation-and-roles): other controls are not shown.
  const maySellOut = useCan('menu.soldOut');
  const mayManageIntegrations = useCan('integrations.manage');
  // Any order, not only the board's lists: by number, customer, phone, e-mail, days (docs/product/board.md#order-search).
  const mayFindOrders = useCan('reports.view');

  // Orders for later wait in their own list until their release (docs/product/scheduled-orders.md#the-order).
  const split = useMemo(() => active.data && splitAwaitingRelease(active.data), [active.data]);
  const placed = useMemo(() => split && unacceptedFirst(split.active), [split]);

  const liveStatus = useBoardLiveUpdates();
  useNewOrderAlerts(active.data);
  useOpenOrderFromPush(active.isSuccess);
  useEndSessionOnRejectedToken([active.error, delivered.error, cancelled.error]);

  const tabs = [
    { id: 'placed', label: t('board.tabs.placed'), count: placed?.length },
    { id: 'delivered', label: t('board.tabs.delivered'), count: delivered.data?.length, more: delivered.hasNextPage },
    { id: 'cancelled', label: t('board.tabs.cancelled'), count: cancelled.data?.length, more: cancelled.hasNextPage },
    // The Menu tab's badge: how many dishes and add-ons are sold out now.
    ...(maySellOut ? [{ id: 'menu', label: t('board.tabs.menu'), count: soldOutCount(menu.data) } as const] : []),
    { id: 'settings', label: t('board.tabs.settings') },
  ] as const;
  const finished = { delivered, cancelled };
  const liveLabels = {
    connecting: t('board.live.connecting'),
    live: t('board.live.live'),
    reconnecting: t('board.live.reconnecting'),
    down: t('board.live.down'),
    offline: t('board.live.offline'),
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-5">
      <h2 id={`${idPrefix}-title`} className="sr-only">
        {t('board.title')}
      </h2>
      <SoundLockedBanner />
      <ClosedBanner />
      {mayManageIntegrations && <WebhooksAlert />}
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between">
        <BoardTabs idPrefix={idPrefix} label={t('board.tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <LiveIndicator status={liveStatus} labels={liveLabels} size="lg" />
          <NotificationsControl />
          {mayFindOrders && (
            <Link to={paths.adminOrders} className={buttonClasses('secondary')}>
              <Search aria-hidden="true" className="size-5" />
              {t('board.findOrder')}
            </Link>
          )}
        </div>
      </div>
      <TabPanel idPrefix={idPrefix} id="placed" selected={tab === 'placed'}>
        <div className="flex flex-col gap-6">
          <OrderList tab="placed" query={active} orders={placed} />
          {split && <ScheduledList orders={split.awaiting} />}
        </div>
      </TabPanel>
      {(['delivered', 'cancelled'] as const).map((id) => (
        <TabPanel key={id} idPrefix={idPrefix} id={id} selected={tab === id}>
          <OrderList
            tab={id}
            query={finished[id]}
            orders={finished[id].data as Order[] | undefined}
            readOnly
            older={{
              hasMore: finished[id].hasNextPage,
              loading: finished[id].isFetchingNextPage,
              load: () => void finished[id].fetchNextPage(),
            }}
          />
        </TabPanel>
      ))}
      {maySellOut && (
        <TabPanel idPrefix={idPrefix} id="menu" selected={tab === 'menu'}>
          <MenuAvailabilityPanel />
        </TabPanel>
      )}
      <TabPanel idPrefix={idPrefix} id="settings" selected={tab === 'settings'}>
        <SettingsPanel />
      </TabPanel>
      <TicketPrinter />
    </section>
  );
}
