//! Command-line flags of the examples: `--name value` pairs taken out of the arguments, so that
//! what is left are the positional ones.

/// The value after `flag`, both removed from `args`; `None` when the flag is absent.
pub fn take(args: &mut Vec<String>, flag: &str) -> Option<String> {
    let i = args.iter().position(|a| a == flag)?;
    let value = args.get(i + 1).cloned();
    args.drain(i..(i + 2).min(args.len()));
    value
}
