//! Load is shed, not queued for seconds: a render waits at most a short deadline for
//! its turn (a bounded number of renders are in flight, running or queued for the
//! workers), and while renders are scarce (half the slots or more taken) one client
//! address has at most a few in flight. Beyond either, the answer is a quick plain
//! 503 with `Retry-After`. Pages from the cache never pass the gate.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shed {
    /// Every render slot stayed taken past the deadline.
    Busy,
    /// This client already has its share of renders in flight.
    TooManyFromClient,
}

pub struct RenderGate {
    slots: Arc<Semaphore>,
    size: usize,
    deadline: Duration,
    per_client: usize,
    clients: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// A render's turn; the client's count goes down when it is dropped.
pub struct Turn {
    _slot: OwnedSemaphorePermit,
    client: Option<(Arc<Mutex<HashMap<IpAddr, usize>>>, IpAddr)>,
}

impl Drop for Turn {
    fn drop(&mut self) {
        if let Some((clients, ip)) = &self.client {
            let mut clients = clients.lock().unwrap();
            if let Some(n) = clients.get_mut(ip) {
                *n -= 1;
                if *n == 0 {
                    clients.remove(ip);
                }
            }
        }
    }
}

impl RenderGate {
    /// `slots` renders in flight at most (running plus waiting for a worker).
    pub fn new(slots: usize, deadline: Duration, per_client: usize) -> RenderGate {
        RenderGate {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            size: slots.max(1),
            deadline,
            per_client: per_client.max(1),
            clients: Arc::default(),
        }
    }

    /// A turn for a render asked for by `client` (`None`: the server's own, such as a
    /// background refresh).
    pub async fn enter(&self, client: Option<IpAddr>) -> Result<Turn, Shed> {
        if let Some(ip) = client {
            let mut clients = self.clients.lock().unwrap();
            let n = clients.entry(ip).or_default();
            // A client's share matters when others could wait for a render: with
            // most slots free, nobody is kept waiting by it.
            let scarce = self.slots.available_permits() * 2 <= self.size;
            if *n >= self.per_client && scarce {
                return Err(Shed::TooManyFromClient);
            }
            *n += 1;
        }
        let release = |client: Option<IpAddr>| {
            if let Some(ip) = client {
                let mut clients = self.clients.lock().unwrap();
                if let Some(n) = clients.get_mut(&ip) {
                    *n -= 1;
                    if *n == 0 {
                        clients.remove(&ip);
                    }
                }
            }
        };
        match tokio::time::timeout(self.deadline, self.slots.clone().acquire_owned()).await {
            Ok(Ok(slot)) => Ok(Turn { _slot: slot, client: client.map(|ip| (self.clients.clone(), ip)) }),
            _ => {
                release(client);
                Err(Shed::Busy)
            }
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
        Turn { _slot: slot, client: None }
    }

    /// A turn only if one is free now (background work does not wait).
    pub fn try_enter(&self) -> Option<Turn> {
        self.slots.clone().try_acquire_owned().ok().map(|slot| Turn { _slot: slot, client: None })
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
    async fn one_client_gets_its_share_when_renders_are_scarce() {
        let gate = RenderGate::new(4, Duration::from_millis(50), 2);
        let ip: IpAddr = "203.0.113.1".parse().unwrap();
        let first = gate.enter(Some(ip)).await.unwrap();
        let _second = gate.enter(Some(ip)).await.unwrap();
        // Half the slots taken: the client has had its share.
        assert_eq!(gate.enter(Some(ip)).await.err(), Some(Shed::TooManyFromClient));
        assert!(gate.enter(Some("203.0.113.2".parse().unwrap())).await.is_ok(), "another client");
        drop(first);
        assert!(gate.enter(Some(ip)).await.is_ok(), "a finished render frees the share");
    }

    #[tokio::test]
    async fn with_plenty_free_one_client_may_use_more() {
        let gate = RenderGate::new(10, Duration::from_millis(50), 1);
        let ip: IpAddr = "203.0.113.1".parse().unwrap();
        let _a = gate.enter(Some(ip)).await.unwrap();
        let _b = gate.enter(Some(ip)).await.unwrap();
        let _c = gate.enter(Some(ip)).await.unwrap();
        let _d = gate.enter(Some(ip)).await.unwrap();
        let _e = gate.enter(Some(ip)).await.unwrap();
        assert_eq!(gate.enter(Some(ip)).await.err(), Some(Shed::TooManyFromClient), "half the slots taken");
    }
}
