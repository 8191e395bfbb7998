//! The second factor: enrolment with a QR code and recovery codes, sign-in with a
//! code, a wrong code, a replayed code, a recovery code, and the admin pages that
//! refuse a session without it.

use elektriker::accounts::mfa::current_code;
use serde_json::{Value, json};

use crate::db_tests;
use crate::helpers::{PASSWORD, Visitor};

async fn session(client: &Visitor) -> Value {
    client.get("/api/session").send().await.unwrap().json::<Value>().await.unwrap()["user"].clone()
}

async fn sign_in(client: &Visitor) -> reqwest::Response {
    client.post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": PASSWORD})).await
}

/// A code of the next 30-second step would be refused as a replay of none; wait for
/// a fresh step when the last one was just used.
async fn fresh_code(secret: &str, used: &str) -> String {
    loop {
        let code = current_code(secret).unwrap();
        if code != used {
            return code;
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
}

db_tests! {
    async fn enrolment_then_sign_in_asks_for_the_code(app) {
        let owner = app.visitor();
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        assert_eq!(owner.post_json("/api/auth/sign-up", body).await.status(), 201);
        let enrolment: Value = owner.post_json("/api/profile/mfa", json!({})).await.json().await.unwrap();
        assert_eq!(enrolment["factor"]["factorType"], "totp");
        assert_eq!(enrolment["factor"]["status"], "unverified");
        assert!(enrolment["qrSvg"].as_str().unwrap().starts_with("data:image/svg+xml;base64,"));
        assert!(enrolment["otpauthUrl"].as_str().unwrap().starts_with("otpauth://totp/Nordlys%20El:mette%40example.dk?"), "{}", enrolment["otpauthUrl"]);
        let secret = enrolment["secret"].as_str().unwrap().to_owned();
        let stored: String = sqlx::query_scalar("select status from mfa_factors").fetch_one(&app.state.db).await.unwrap();
        assert_eq!(stored, "unverified");

        assert_eq!(owner.post_json("/api/profile/mfa/verify", json!({"code": "000000"})).await.status(), 422);
        let code = current_code(&secret).unwrap();
        let confirmed: Value = owner.post_json("/api/profile/mfa/verify", json!({"code": code})).await.json().await.unwrap();
        let recovery: Vec<String> = confirmed["recoveryCodes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_owned()).collect();
        assert_eq!(recovery.len(), 10);
        assert_eq!(confirmed["factors"][0]["status"], "verified");
        let hashes: Vec<String> = sqlx::query_scalar("select code_hash from mfa_recovery_codes").fetch_all(&app.state.db).await.unwrap();
        assert!(!hashes.iter().any(|h| recovery.iter().any(|c| h.contains(&c.replace('-', "")))), "stored hashed");
        assert_eq!(session(&owner).await["aal"], 2, "this session passed the factor");

        // A new sign-in: the password opens a challenge, not a session.
        let device = app.visitor();
        let response = sign_in(&device).await;
        assert_eq!(response.status(), 200);
        let cookies: Vec<String> = response.headers().get_all("set-cookie").iter().map(|v| v.to_str().unwrap().to_owned()).collect();
        assert!(cookies.iter().all(|c| !c.starts_with("session=")), "{cookies:?}");
        assert!(cookies.iter().any(|c| c.starts_with("mfa_challenge=") && c.contains("HttpOnly")), "{cookies:?}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["mfaRequired"], true);
        assert_eq!(session(&device).await, Value::Null);

        let wrong = device.post_json("/api/auth/mfa/verify", json!({"code": "123456"})).await;
        assert_eq!(wrong.status(), 401);
        assert_eq!(wrong.json::<Value>().await.unwrap()["error"], "Koden er forkert eller udløbet");
        let code = fresh_code(&secret, &code).await;
        let passed = device.post_json("/api/auth/mfa/verify", json!({"code": code})).await;
        assert_eq!(passed.status(), 200);
        let user = session(&device).await;
        assert_eq!((user["email"].as_str(), user["aal"].as_i64(), user["mfaEnrolled"].as_bool()), (Some("mette@example.dk"), Some(2), Some(true)));

        // The same code again (a replay, say from a phished page) does not work.
        let thief = app.visitor();
        sign_in(&thief).await;
        assert_eq!(thief.post_json("/api/auth/mfa/verify", json!({"code": code})).await.status(), 401);

        // A recovery code works once.
        let lost_phone = app.visitor();
        sign_in(&lost_phone).await;
        assert_eq!(lost_phone.post_json("/api/auth/mfa/verify", json!({"code": recovery[0].to_uppercase()})).await.status(), 200);
        let again = app.visitor();
        sign_in(&again).await;
        assert_eq!(again.post_json("/api/auth/mfa/verify", json!({"code": recovery[0]})).await.status(), 401);

        // Removing the factor needs a code.
        let response = owner.delete("/api/profile/mfa").json(&json!({"code": "999999"})).send().await.unwrap();
        assert_eq!(response.status(), 422);
        let response = owner.delete("/api/profile/mfa").json(&json!({"code": recovery[1]})).send().await.unwrap();
        assert_eq!(response.status(), 200);
        let fresh = app.visitor();
        let body: Value = sign_in(&fresh).await.json().await.unwrap();
        assert_eq!(body["user"]["email"], "mette@example.dk", "no second step any more");
    }

    async fn a_challenge_allows_five_codes(app) {
        let owner = app.visitor();
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        owner.post_json("/api/auth/sign-up", body).await;
        let secret = crate::helpers::enrol_second_factor(&owner).await;
        let device = app.visitor();
        sign_in(&device).await;
        for _ in 0..5 {
            assert_eq!(device.post_json("/api/auth/mfa/verify", json!({"code": "000000"})).await.status(), 401);
        }
        let code = current_code(&secret).unwrap();
        let late = device.post_json("/api/auth/mfa/verify", json!({"code": code})).await;
        assert_eq!(late.status(), 401, "the challenge is used up");
        assert_eq!(late.json::<Value>().await.unwrap()["error"], "Login-forsøget er udløbet. Log ind igen.");
        assert_eq!(app.visitor().post_json("/api/auth/mfa/verify", json!({"code": code})).await.status(), 401, "no challenge, no entry");
    }

    async fn a_password_reset_does_not_skip_the_second_factor(app) {
        let owner = app.visitor();
        let body = json!({"firstName": "Mette", "lastName": "Hansen", "email": "mette@example.dk", "password": PASSWORD});
        owner.post_json("/api/auth/sign-up", body).await;
        let (_, codes) = crate::helpers::enrol_second_factor_with_codes(&owner).await;
        app.visitor().post_json("/api/auth/password-reset", json!({"email": "mette@example.dk"})).await;
        let mails = app.wait_for_outbox(2).await;
        let url = crate::smtp::link(&mails[1].text, &app.state.pages.site.url).unwrap();
        let token = url.split("token=").nth(1).unwrap();
        let resetter = app.visitor();
        let response = resetter.post_json("/api/auth/reset-password", json!({"token": token, "password": "nyt-kodeord-1", "confirmPassword": "nyt-kodeord-1"})).await;
        assert_eq!(response.status(), 200);
        assert_eq!(response.json::<Value>().await.unwrap()["mfaRequired"], true);
        assert_eq!(session(&resetter).await, Value::Null);
        // Nothing changed yet: a mailbox alone does not take the account over.
        assert_eq!(session(&owner).await["email"], "mette@example.dk", "the owner's session lives");
        let old: Value = sign_in(&app.visitor()).await.json().await.unwrap();
        assert_eq!(old["mfaRequired"], true, "the old password still opens the code step");
        // The code completes the reset.
        let wrong = resetter.post_json("/api/auth/mfa/verify", json!({"code": "000000"})).await;
        assert_eq!(wrong.json::<Value>().await.unwrap()["reason"], "code-invalid");
        let done = resetter.post_json("/api/auth/mfa/verify", json!({"code": codes[0]})).await;
        assert_eq!(done.status(), 200);
        assert_eq!(session(&resetter).await["aal"], 2);
        assert_eq!(session(&owner).await, Value::Null, "other sessions ended");
        let new_password = app.visitor().post_json("/api/auth/sign-in", json!({"email": "mette@example.dk", "password": "nyt-kodeord-1"})).await;
        assert_eq!(new_password.json::<Value>().await.unwrap()["mfaRequired"], true, "the new password works");
        let expired = app.visitor().post_json("/api/auth/mfa/verify", json!({"code": "123456"})).await;
        assert_eq!(expired.json::<Value>().await.unwrap()["reason"], "challenge-expired");
    }
}
