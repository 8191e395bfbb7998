fn main() -> std::process::ExitCode {
    elektriker::cli::main()
}
