//! Renders are queued fairly and shed only when the server is truly saturated: a
//! bounded number of renders are in flight (running or queued for the workers), and
//! a render waits at most a short deadline for one of those slots. While renders are
//! scarce (half the slots or more taken) one client address has at most a few in
//! flight: its further renders wait in its own queue for one of its renders to end
//! (a crawler reading every product from one address gets each page, one share at a
//! time, and others keep getting theirs), refused only when that wait passes its
//! bound. Either refusal is a quick plain 503 with `Retry-After`. Pages from the cache
//! never pass the gate.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shed {
    /// Every render slot stayed taken past the deadline.
    Busy,
    /// This client's own queue did not move within its bound.
    TooManyFromClient,
}

/// How long a render waits in its client's queue (behind that client's own renders)
/// before it is refused: long, since only that client's own load makes it wait.
const CLIENT_QUEUE_BOUND: Duration = Duration::from_secs(15);

/// A client's share of the renders and how many of its requests hold or wait for it.
struct ClientQueue {
    share: Arc<Semaphore>,
    users: usize,
}

type Clients = Arc<Mutex<HashMap<IpAddr, ClientQueue>>>;

pub struct RenderGate {
    slots: Arc<Semaphore>,
    size: usize,
    deadline: Duration,
    per_client: usize,
    client_bound: Duration,
    clients: Clients,
}

/// A request's place in its client's queue; the queue goes when nobody is in it.
struct InQueue {
    clients: Clients,
    ip: IpAddr,
}

impl Drop for InQueue {
    fn drop(&mut self) {
        let mut clients = self.clients.lock().unwrap();
        if let Some(queue) = clients.get_mut(&self.ip) {
            queue.users -= 1;
            if queue.users == 0 {
                clients.remove(&self.ip);
            }
        }
    }
}

/// A render's turn: a slot, and (while renders were scarce) one of its client's share.
pub struct Turn {
    _slot: OwnedSemaphorePermit,
    _share: Option<OwnedSemaphorePermit>,
    _queue: Option<InQueue>,
}

impl RenderGate {
    /// `slots` renders in flight at most (running plus waiting for a worker).
    pub fn new(slots: usize, deadline: Duration, per_client: usize) -> RenderGate {
        RenderGate {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            size: slots.max(1),
            deadline,
            per_client: per_client.max(1),
            client_bound: CLIENT_QUEUE_BOUND,
            clients: Arc::default(),
        }
    }

    /// The same gate with another bound on a client's own queue (tests).
    pub fn with_client_bound(mut self, bound: Duration) -> RenderGate {
        self.client_bound = bound;
        self
    }

    /// A turn for a render asked for by `client` (`None`: the server's own, such as a
    /// background refresh).
    pub async fn enter(&self, client: Option<IpAddr>) -> Result<Turn, Shed> {
        let mut share = None;
        let mut queue = None;
        if let Some(ip) = client {
            let semaphore = {
                let mut clients = self.clients.lock().unwrap();
                let entry = clients
                    .entry(ip)
                    .or_insert_with(|| ClientQueue { share: Arc::new(Semaphore::new(self.per_client)), users: 0 });
                entry.users += 1;
                entry.share.clone()
            };
            queue = Some(InQueue { clients: self.clients.clone(), ip });
            // A client's share matters when others could wait for a render: with most
            // slots free, nobody is kept waiting by it, and it takes what is free.
            let scarce = self.slots.available_permits() * 2 <= self.size;
            match semaphore.clone().try_acquire_owned() {
                Ok(permit) => share = Some(permit),
                Err(_) if !scarce => {}
                Err(_) => match tokio::time::timeout(self.client_bound, semaphore.acquire_owned()).await {
                    Ok(Ok(permit)) => share = Some(permit),
                    _ => return Err(Shed::TooManyFromClient),
                },
            }
        }
        match tokio::time::timeout(self.deadline, self.slots.clone().acquire_owned()).await {
            Ok(Ok(slot)) => Ok(Turn { _slot: slot, _share: share, _queue: queue }),
            _ => Err(Shed::Busy),
        }
    }

    /// Renders in flight now: running or waiting for a worker.
    pub fn in_flight(&self) -> usize {
        self.size - self.slots.available_permits()
    }

    /// A turn when one comes free, however long that takes, counted against no
    /// client: for renders of the server's own known pages, which many requests may
    /// be waiting for (none of them is refused).
    pub async fn wait_turn(&self) -> Turn {
        let slot = self.slots.clone().acquire_owned().await.expect("the render slots are never closed");
        Turn { _slot: slot, _share: None, _queue: None }
    }

    /// A turn only if one is free now (background work does not wait).
    pub fn try_enter(&self) -> Option<Turn> {
        self.slots.clone().try_acquire_owned().ok().map(|slot| Turn { _slot: slot, _share: None, _queue: None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_gate_refuses_quickly() {
        let gate = RenderGate::new(1, Duration::from_millis(50), 2);
        let _held = gate.enter(None).await.unwrap();
        // Refused once the deadline passes, not queued.
        assert_eq!(gate.enter(None).await.err(), Some(Shed::Busy));
        assert!(gate.try_enter().is_none());
    }

    #[tokio::test]
    async fn over_its_share_a_client_waits_for_its_own_render_while_others_go_ahead() {
        let gate = Arc::new(RenderGate::new(4, Duration::from_millis(50), 2));
        let ip: IpAddr = "203.0.113.1".parse().unwrap();
        let first = gate.enter(Some(ip)).await.unwrap();
        let _second = gate.enter(Some(ip)).await.unwrap();
        // Half the slots taken: the client's third render waits in its queue...
        let waiting = tokio::spawn({
            let gate = gate.clone();
            async move { gate.enter(Some(ip)).await.map(|_| ()) }
        });
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(!waiting.is_finished(), "queued behind its own renders, not refused");
        // ...while another client goes ahead at once.
        assert!(gate.enter(Some("203.0.113.2".parse().unwrap())).await.is_ok(), "another client");
        drop(first);
        assert_eq!(waiting.await.unwrap(), Ok(()), "a finished render lets the next of the same client in");
    }

    #[tokio::test]
    async fn a_client_queue_that_does_not_move_is_refused_after_its_bound() {
        let gate = RenderGate::new(4, Duration::from_millis(50), 2).with_client_bound(Duration::from_millis(60));
        let ip: IpAddr = "203.0.113.1".parse().unwrap();
        let _a = gate.enter(Some(ip)).await.unwrap();
        let _b = gate.enter(Some(ip)).await.unwrap();
        assert_eq!(gate.enter(Some(ip)).await.err(), Some(Shed::TooManyFromClient));
        assert!(gate.clients.lock().unwrap()[&ip].users == 2, "the refused request left the queue");
    }

    #[tokio::test]
    async fn with_plenty_free_one_client_may_use_more() {
        let gate = RenderGate::new(10, Duration::from_millis(50), 1).with_client_bound(Duration::from_millis(60));
        let ip: IpAddr = "203.0.113.1".parse().unwrap();
        let _a = gate.enter(Some(ip)).await.unwrap();
        let _b = gate.enter(Some(ip)).await.unwrap();
        let _c = gate.enter(Some(ip)).await.unwrap();
        let _d = gate.enter(Some(ip)).await.unwrap();
        let _e = gate.enter(Some(ip)).await.unwrap();
        assert_eq!(gate.enter(Some(ip)).await.err(), Some(Shed::TooManyFromClient), "half the slots taken, its queue stood still");
        drop((_a, _b, _c, _d, _e));
        assert!(gate.clients.lock().unwrap().is_empty(), "nobody left in the queue");
    }
}
