//! One thread per worker that terminates the worker's isolate when a call overruns.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use deno_core::v8::IsolateHandle;

struct Armed {
    ticket: u64,
    deadline: Instant,
    handle: IsolateHandle,
}

#[derive(Default)]
struct State {
    armed: Option<Armed>,
    fired: Option<u64>,
    next_ticket: u64,
    stopped: bool,
}

pub(crate) struct Watchdog {
    shared: Arc<(Mutex<State>, Condvar)>,
}

impl Watchdog {
    pub(crate) fn start() -> Watchdog {
        let shared = Arc::new((Mutex::new(State::default()), Condvar::new()));
        let inner = shared.clone();
        std::thread::Builder::new()
            .name("ssr-watchdog".into())
            .spawn(move || watch(&inner))
            .expect("spawn watchdog");
        Watchdog { shared }
    }

    /// Starts the clock for one call; returns its ticket.
    pub(crate) fn arm(&self, handle: IsolateHandle, budget: Duration) -> u64 {
        let (lock, wake) = &*self.shared;
        let mut state = lock.lock().unwrap();
        state.next_ticket += 1;
        let ticket = state.next_ticket;
        state.armed = Some(Armed { ticket, deadline: Instant::now() + budget, handle });
        wake.notify_one();
        ticket
    }

    /// Stops the clock; true if the call was terminated.
    pub(crate) fn disarm(&self, ticket: u64) -> bool {
        let (lock, wake) = &*self.shared;
        let mut state = lock.lock().unwrap();
        state.armed = None;
        wake.notify_one();
        state.fired == Some(ticket)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        let (lock, wake) = &*self.shared;
        lock.lock().unwrap().stopped = true;
        wake.notify_one();
    }
}

fn watch(shared: &(Mutex<State>, Condvar)) {
    let (lock, wake) = shared;
    let mut state = lock.lock().unwrap();
    loop {
        if state.stopped {
            return;
        }
        let Some(deadline) = state.armed.as_ref().map(|a| a.deadline) else {
            state = wake.wait(state).unwrap();
            continue;
        };
        let now = Instant::now();
        if now >= deadline {
            let armed = state.armed.take().expect("armed");
            armed.handle.terminate_execution();
            state.fired = Some(armed.ticket);
            continue;
        }
        state = wake.wait_timeout(state, deadline - now).unwrap().0;
    }
}
